import { BusinessClock } from '../../src/common/time/business-clock.js';
import { addDays } from '../../src/common/time/business-date.js';
import { GroupLoansService } from '../../src/modules/coverage/group-loans.service.js';
import type { TestApp } from './test-app.js';

export interface LoanDays<T> {
  /** Today, the loan made for tomorrow. */
  before: T;
  /** Tomorrow, the loan's one day. */
  during: T;
  /** The day after: the loan has ended by itself. */
  after: T;
}

/**
 * Issue 30, for the visibility tests: lends `groupId` to `agentIds` for tomorrow only (a business date) and answers
 * what `look` sees today, tomorrow and the day after, the clock at 10:30 in Kolkata on each. The clock is put back
 * as it was; the loan stays, ended.
 */
export async function acrossALoan<T>(t: TestApp, loan: { groupId: number; agentIds: number[] }, look: () => Promise<T>): Promise<LoanDays<T>> {
  const restore = t.clock.snapshot();
  const today = t.app.get(BusinessClock).today();
  const at = (day: string) => t.clock.set(`${day}T05:00:00.000Z`);
  try {
    at(today);
    const tomorrow = addDays(today, 1);
    await t.app.get(GroupLoansService).create({ group_id: loan.groupId, agent_ids: loan.agentIds, start_date: tomorrow, end_date: tomorrow, reason: 'Covering for the day' });
    const before = await look();
    at(tomorrow);
    const during = await look();
    at(addDays(today, 2));
    return { before, during, after: await look() };
  } finally {
    restore();
  }
}
