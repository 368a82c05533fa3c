import { describe, expect, it } from 'vitest';
import { isActivePath, navigationFor } from './navigation';

const labels = (role: 'admin' | 'agent') => navigationFor(role).map((s) => ({ id: s.id, items: s.items.map((i) => i.label) }));

describe('navigationFor', () => {
  it('gives agents the shared links plus Attendance & Leave and no admin section', () => {
    expect(labels('agent')).toEqual([{ id: 'main', items: ['Dashboard', 'Worklist', 'Customers', 'Groups', 'Call History', 'Attendance & Leave'] }]);
  });

  it('gives admins the shared links and the admin section', () => {
    expect(labels('admin')).toEqual([
      { id: 'main', items: ['Dashboard', 'Worklist', 'Customers', 'Groups', 'Call History'] },
      { id: 'admin', items: ['Admin Dashboard', 'Reports', 'Coverage', 'Users', 'Lead Cycles', 'CSV Upload', 'Settings', 'Dispositions', 'Lead List', 'Audit trail', 'Integrations'] },
    ]);
  });
});

describe('isActivePath', () => {
  it('matches sub-paths except for the dashboard', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/users')).toBe(false);
    expect(isActivePath('/calls', '/calls/12')).toBe(true);
    expect(isActivePath('/calls', '/callsx')).toBe(false);
  });
});
