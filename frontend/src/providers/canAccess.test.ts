import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

describe('canAccess', () => {
  it('lets admins into every admin page and every action there', () => {
    for (const resource of ['admin-dashboard', 'users', 'lead-cycles', 'csv-upload', 'settings', 'dispositions', 'tata-lead-list', 'employee-details', 'audit']) {
      expect(canAccess('admin', { resource })).toBe(true);
    }
    expect(canAccess('admin', { resource: 'users', action: 'create' })).toBe(true);
    expect(canAccess('admin', { resource: 'users', action: 'edit' })).toBe(true);
    expect(canAccess('admin', { resource: 'dispositions', action: 'sync' })).toBe(true);
    expect(canAccess('admin', { resource: 'audit', action: 'list' })).toBe(true);
  });

  it('keeps agents out of the admin section', () => {
    for (const resource of ['admin-dashboard', 'users', 'lead-cycles', 'csv-upload', 'settings', 'dispositions', 'tata-lead-list', 'employee-details', 'audit']) {
      expect(canAccess('agent', { resource })).toBe(false);
    }
    expect(canAccess('agent', { resource: 'users', action: 'list' })).toBe(false);
    expect(canAccess('agent', { resource: 'dispositions', action: 'sync' })).toBe(false);
    expect(canAccess('agent', { resource: 'audit', action: 'list' })).toBe(false);
  });

  it('gives everyone the shared pages, read-only for agents', () => {
    for (const role of ['admin', 'agent'] as const) {
      for (const resource of ['dashboard', 'customers', 'groups', 'calls']) {
        expect(canAccess(role, { resource })).toBe(true);
      }
    }
    expect(canAccess('agent', { resource: 'groups', action: 'list' })).toBe(true);
    expect(canAccess('agent', { resource: 'groups', action: 'create' })).toBe(false);
    expect(canAccess('agent', { resource: 'groups', action: 'delete' })).toBe(false);
    expect(canAccess('agent', { resource: 'customers', action: 'delete' })).toBe(false);
  });

  it('keeps agent-only pages for agents', () => {
    expect(canAccess('agent', { resource: 'attendance-leave' })).toBe(true);
    expect(canAccess('agent', { resource: 'profile' })).toBe(true);
    expect(canAccess('admin', { resource: 'attendance-leave' })).toBe(false);
    expect(canAccess('admin', { resource: 'profile' })).toBe(false);
  });

  it('denies anonymous users, unknown roles and unknown resources', () => {
    expect(canAccess(null, { resource: 'dashboard' })).toBe(false);
    expect(canAccess(undefined, { resource: 'dashboard' })).toBe(false);
    expect(canAccess('root' as never, { resource: 'dashboard' })).toBe(false);
    expect(canAccess('admin', { resource: 'nope' })).toBe(false);
  });
});
