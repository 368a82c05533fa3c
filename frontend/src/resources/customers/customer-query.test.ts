import { describe, expect, it } from 'vitest';
import {
  EMPTY_CUSTOMER_QUERY,
  NO_FILTERS,
  activeFilterCount,
  dispositionCodeOptions,
  normaliseStatus,
  parseCustomerQuery,
  parseRange,
  serialiseCustomerQuery,
  toListFilter,
  withChanges,
  type CustomerQuery,
} from './customer-query';

const FULL: CustomerQuery = {
  search: 'asha rao',
  page: 3,
  itemsPerPage: 50,
  status: ['overdue', 'partially_paid'],
  last_disposition_status: ['PTP', 'CBL'],
  next_follow_up: { start: '2025-01-05T18:30:00.000Z', end: '2025-01-06T18:29:59.999Z' },
  last_connected_at: { start: '2024-12-31T18:30:00.000Z', end: '2025-01-31T18:29:59.999Z' },
};

describe('customer list URL query', () => {
  it('parses nothing to the defaults', () => {
    expect(parseCustomerQuery('')).toEqual(EMPTY_CUSTOMER_QUERY);
  });

  it('serialises defaults to an empty query, so /customers stays plain', () => {
    expect(serialiseCustomerQuery(EMPTY_CUSTOMER_QUERY)).toBe('');
  });

  it('writes every field the spec lists, readable, in a stable order', () => {
    expect(serialiseCustomerQuery(FULL)).toBe(
      'search=asha%20rao&page=3&itemsPerPage=50&status=overdue,partially_paid&last_disposition_status=PTP,CBL' +
        '&next_follow_up=2025-01-05T18:30:00.000Z,2025-01-06T18:29:59.999Z' +
        '&last_connected_at=2024-12-31T18:30:00.000Z,2025-01-31T18:29:59.999Z',
    );
  });

  it('round-trips', () => {
    expect(parseCustomerQuery(serialiseCustomerQuery(FULL))).toEqual(FULL);
    expect(parseCustomerQuery(`?${serialiseCustomerQuery(FULL)}`)).toEqual(FULL);
    expect(parseCustomerQuery(new URLSearchParams(serialiseCustomerQuery(FULL)))).toEqual(FULL);
  });

  it('reads what URLSearchParams writes (encoded commas)', () => {
    const params = new URLSearchParams({ status: 'overdue,paid', next_follow_up: '2025-01-05T18:30:00.000Z,' });
    expect(parseCustomerQuery(params.toString())).toMatchObject({
      status: ['overdue', 'paid'],
      next_follow_up: { start: '2025-01-05T18:30:00.000Z' },
    });
  });

  it('falls back to defaults for bad values instead of failing', () => {
    expect(parseCustomerQuery('page=0&itemsPerPage=25&status=overdue,bogus,overdue&next_follow_up=yesterday,tomorrow')).toEqual({
      ...EMPTY_CUSTOMER_QUERY,
      status: ['overdue'],
    });
    expect(parseCustomerQuery('page=-2').page).toBe(1);
    expect(parseCustomerQuery('page=2.5').page).toBe(1);
    expect(parseCustomerQuery('itemsPerPage=100').itemsPerPage).toBe(100);
  });

  it('accepts the status spellings the spec uses', () => {
    expect(normaliseStatus('partial paid')).toBe('partially_paid');
    expect(normaliseStatus('partialPaid')).toBe('partially_paid');
    expect(normaliseStatus('Paid')).toBe('paid');
    expect(normaliseStatus('closed')).toBeUndefined();
    expect(parseCustomerQuery('status=partial%20paid').status).toEqual(['partially_paid']);
  });

  it('keeps open-ended ranges', () => {
    expect(parseRange(',2025-01-06T18:29:59.999Z')).toEqual({ end: '2025-01-06T18:29:59.999Z' });
    expect(parseRange('2025-01-05T18:30:00+05:30,')).toEqual({ start: '2025-01-05T18:30:00+05:30' });
    expect(parseRange(',')).toBeUndefined();
    expect(serialiseCustomerQuery({ ...EMPTY_CUSTOMER_QUERY, last_connected_at: { end: '2025-01-06T18:29:59.999Z' } })).toBe(
      'last_connected_at=,2025-01-06T18:29:59.999Z',
    );
  });
});

describe("a group's customers (from the Reports page)", () => {
  it('reads group_id from the address, writes it back, counts it as a filter and sends it', () => {
    const query = parseCustomerQuery('group_id=6');
    expect(query.group_id).toBe(6);
    expect(serialiseCustomerQuery(query)).toBe('group_id=6');
    expect(activeFilterCount(query)).toBe(1);
    expect(toListFilter(query, { withFilters: true })).toEqual({ group_id: 6 });
    expect(withChanges(query, NO_FILTERS).group_id).toBeUndefined();
    expect(parseCustomerQuery('group_id=abc').group_id).toBeUndefined();
    expect(parseCustomerQuery('group_id=99999999999').group_id).toBeUndefined();
  });
});

describe('list state changes', () => {
  it('goes back to page 1 when anything but the page changes (search resets the page)', () => {
    expect(withChanges(FULL, { search: 'ravi' }).page).toBe(1);
    expect(withChanges(FULL, { itemsPerPage: 10 }).page).toBe(1);
    expect(withChanges(FULL, { status: [] }).page).toBe(1);
    expect(withChanges(FULL, { page: 4 }).page).toBe(4);
  });

  it('removes a cleared range', () => {
    const next = withChanges(FULL, { next_follow_up: undefined });
    expect('next_follow_up' in next).toBe(false);
    expect(serialiseCustomerQuery(next)).not.toContain('next_follow_up');
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(EMPTY_CUSTOMER_QUERY)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_CUSTOMER_QUERY, search: 'x', page: 2 })).toBe(0);
    expect(activeFilterCount(FULL)).toBe(4);
  });
});

describe('the request body', () => {
  it('sends every filter for admins', () => {
    expect(toListFilter(FULL, { withFilters: true })).toEqual({
      search: 'asha rao',
      status: ['overdue', 'partially_paid'],
      last_disposition_status: ['PTP', 'CBL'],
      next_follow_up: FULL.next_follow_up,
      last_connected_at: FULL.last_connected_at,
    });
  });

  it('sends only the search for users without the filter panel', () => {
    expect(toListFilter(FULL, { withFilters: false })).toEqual({ search: 'asha rao' });
    expect(toListFilter(EMPTY_CUSTOMER_QUERY, { withFilters: true })).toEqual({});
  });
});

describe('last disposition choices', () => {
  it('offers each configured code once, named after its first status, and keeps a selected code no status has any more', () => {
    const statuses = [
      { code: 'PTP', name: 'Promise to pay' },
      { code: 'CBL', name: 'Call back later' },
      { code: 'PTP', name: 'Promise to pay (partial)' },
    ];
    expect(dispositionCodeOptions(statuses, ['CBL', 'OLD'])).toEqual([
      { code: 'PTP', label: 'Promise to pay' },
      { code: 'CBL', label: 'Call back later' },
      { code: 'OLD', label: 'OLD' },
    ]);
    expect(dispositionCodeOptions([], [])).toEqual([]);
  });
});
