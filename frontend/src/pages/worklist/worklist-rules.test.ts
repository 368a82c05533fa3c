import { describe, expect, it } from 'vitest';
import type { WorklistCustomer, WorklistSection } from '../../api/types';
import { isFromWorklist, nextCustomer, rowReason, totalCount, worklistCustomerPath } from './worklist-rules';

const customer = (id: number, overrides: Partial<WorklistCustomer> = {}): WorklistCustomer => ({
  id, name: `Customer ${id}`, loan_application_no: `LN${id}`, status: 'overdue', next_follow_up: null, last_disposition_status: null, promised_date: null, promised_amount: null, covering_for: null, ...overrides,
});
const section = (key: WorklistSection['key'], customers: WorklistCustomer[], count = customers.length): WorklistSection => ({ key, title: key, count, customers });

// 10/03/2030 12:00 in Kolkata.
const NOW = new Date('2030-03-10T06:30:00.000Z');

describe('nextCustomer', () => {
  const sections = [section('due_follow_ups', []), section('promises_due', [customer(7), customer(3)]), section('never_contacted', [customer(9)])];

  it('is the first customer in section order', () => {
    expect(nextCustomer(sections)?.id).toBe(7);
  });

  it('skips the customer on screen, also when it is the only one of its section', () => {
    expect(nextCustomer(sections, 7)?.id).toBe(3);
    expect(nextCustomer([section('promises_due', [customer(7)]), section('never_contacted', [customer(9)])], 7)?.id).toBe(9);
  });

  it('is nothing when the queue holds only the customer on screen, or nothing', () => {
    expect(nextCustomer([section('due_follow_ups', [customer(7)])], 7)).toBeUndefined();
    expect(nextCustomer([])).toBeUndefined();
  });
});

describe('rowReason', () => {
  it('says when a follow-up fell due', () => {
    expect(rowReason('due_follow_ups', customer(1, { next_follow_up: '2030-03-10T05:10:00.000Z' }), NOW)).toBe('Follow-up due today at 10:40 am');
    expect(rowReason('due_follow_ups', customer(1, { next_follow_up: '2030-03-08T12:00:00.000Z' }), NOW)).toBe('Follow-up due 2 days ago at 05:30 pm');
  });

  it('names the promised amount in INR without decimals, or a payment when none was promised', () => {
    expect(rowReason('promises_due', customer(1, { promised_date: '2030-03-10', promised_amount: 125000.4 }), NOW)).toBe('₹1,25,000 promised for today');
    expect(rowReason('promises_due', customer(1, { promised_date: '2030-03-09', promised_amount: null }), NOW)).toBe('A payment promised for yesterday');
    expect(rowReason('broken_promises', customer(1, { promised_date: '2030-03-05', promised_amount: 5000 }), NOW)).toBe('₹5,000 promised for 05 Mar 2030, not paid');
  });

  it('marks fresh allocations', () => {
    expect(rowReason('never_contacted', customer(1), NOW)).toBe('Not contacted yet');
  });
});

describe('worklistCustomerPath and isFromWorklist', () => {
  it('opens the row’s own lead-cycle record of a loan number that needs encoding', () => {
    expect(worklistCustomerPath({ id: 42, loan_application_no: 'MV/26 001' })).toBe('/customers/MV%2F26%20001?record=42');
  });

  it('recognises only the worklist’s own navigation state', () => {
    expect(isFromWorklist({ from: '/worklist', worklist: true })).toBe(true);
    expect(isFromWorklist({ from: '/customers' })).toBe(false);
    expect(isFromWorklist(null)).toBe(false);
  });

  it('totals the sections’ counts, not the rows listed', () => {
    expect(totalCount([section('due_follow_ups', [customer(1)], 40), section('never_contacted', [], 2)])).toBe(42);
  });
});
