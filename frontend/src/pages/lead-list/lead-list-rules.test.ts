import { describe, expect, it } from 'vitest';
import type { TataLeadList } from '../../api/types';
import { formatRefreshedAt, parseLeadListQuery, refreshedMessage, replaceLeadList, serialiseLeadListQuery, visibleLeadLists } from './lead-list-rules';

const row = (lead_list_id: string, name: string, extra: Partial<TataLeadList> = {}): TataLeadList => ({
  id: Number(lead_list_id.replace(/\D/g, '')) || 1,
  name,
  lead_list_id,
  lead_cycle_id: 1,
  lead_count: 0,
  last_refreshed_at: null,
  ...extra,
});

describe('lead list query', () => {
  it('reads and writes the search and the sort order, leaving defaults out', () => {
    expect(parseLeadListQuery('')).toEqual({ search: '', order: 'asc' });
    expect(parseLeadListQuery('?search=%20overdue%20&order=DESC')).toEqual({ search: 'overdue', order: 'desc' });
    expect(parseLeadListQuery('order=sideways')).toEqual({ search: '', order: 'asc' });
    expect(serialiseLeadListQuery({ search: '', order: 'asc' })).toBe('');
    expect(serialiseLeadListQuery({ search: 'pre emi', order: 'desc' })).toBe('search=pre+emi&order=desc');
    expect(parseLeadListQuery(serialiseLeadListQuery({ search: 'Overdue-HB', order: 'desc' }))).toEqual({ search: 'Overdue-HB', order: 'desc' });
  });
});

describe('visibleLeadLists', () => {
  const rows = [row('LL-3', 'Pre-EMI Nov 2026'), row('LL-1', 'overdue Nov 2026'), row('LL-2', 'Overdue-HB Nov 2026'), row('LL-10', 'Cycle 10'), row('LL-9', 'Cycle 9')];

  it('sorts by name, any case, numbers in order', () => {
    expect(visibleLeadLists(rows, { search: '', order: 'asc' }).map((r) => r.lead_list_id)).toEqual(['LL-9', 'LL-10', 'LL-1', 'LL-2', 'LL-3']);
    expect(visibleLeadLists(rows, { search: '', order: 'desc' }).map((r) => r.lead_list_id)).toEqual(['LL-3', 'LL-2', 'LL-1', 'LL-10', 'LL-9']);
  });

  it('keeps the names containing the search, any case, and leaves the input alone', () => {
    expect(visibleLeadLists(rows, { search: 'OVERDUE', order: 'asc' }).map((r) => r.name)).toEqual(['overdue Nov 2026', 'Overdue-HB Nov 2026']);
    expect(visibleLeadLists(rows, { search: 'LL-3', order: 'asc' })).toEqual([]);
    expect(rows[0].lead_list_id).toBe('LL-3');
  });
});

describe('formatRefreshedAt', () => {
  it('writes dd/MM/yyyy HH:mm in India time', () => {
    expect(formatRefreshedAt('2026-11-05T10:00:00Z')).toBe('05/11/2026 15:30');
    expect(formatRefreshedAt('2026-12-31T20:45:00Z')).toBe('01/01/2027 02:15');
    expect(formatRefreshedAt('2026-01-09T00:05:00+05:30')).toBe('09/01/2026 00:05');
  });

  it('says N/A when the list was never refreshed', () => {
    expect(formatRefreshedAt(null)).toBe('N/A');
    expect(formatRefreshedAt(undefined)).toBe('N/A');
    expect(formatRefreshedAt('not a date')).toBe('N/A');
  });
});

describe('refreshing one list', () => {
  it('replaces the row with the server’s answer', () => {
    const rows = [row('LL-1', 'A'), row('LL-2', 'B')];
    const updated = row('LL-2', 'B', { lead_count: 40, last_refreshed_at: '2026-11-05T10:00:00Z' });
    expect(replaceLeadList(rows, updated)).toEqual([rows[0], updated]);
    expect(replaceLeadList(undefined, updated)).toBeUndefined();
  });

  it('describes the refreshed list', () => {
    expect(refreshedMessage(row('LL-2', 'Overdue Nov 2026', { lead_count: 1234, last_refreshed_at: '2026-11-05T10:00:00Z' }))).toBe('Overdue Nov 2026: 1,234 leads, as of 05/11/2026 15:30.');
    expect(refreshedMessage(row('LL-2', 'Overdue Nov 2026', { lead_count: 1 }))).toBe('Overdue Nov 2026: 1 lead.');
  });
});
