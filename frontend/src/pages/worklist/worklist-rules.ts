import type { WorklistCustomer, WorklistSection, WorklistSectionKey } from '../../api/types';
import { customerPath } from '../customer-detail/customer-path';
import { formatDate, formatINR, formatRelativeDay, formatTime } from '../../i18n/format';

/** The customer page of a worklist row: its loan, and the row's lead-cycle record among the loan's. */
export function worklistCustomerPath(customer: Pick<WorklistCustomer, 'id' | 'loan_application_no'>): string {
  return customerPath(customer.loan_application_no, customer.id);
}

/** What a customer page opened from the worklist carries, so it can offer the next customer. */
export interface FromWorklist {
  from: string;
  worklist: true;
  /** Whose worklist (an admin working an agent's); absent for one's own or the floor's. */
  agentId?: number;
}

export function isFromWorklist(state: unknown): state is FromWorklist {
  return typeof state === 'object' && state !== null && (state as FromWorklist).worklist === true;
}

/** The customer to work next: the first row in section order that is not the one on screen. */
export function nextCustomer(sections: readonly WorklistSection[], currentId?: number): WorklistCustomer | undefined {
  for (const section of sections) {
    const next = section.customers.find((customer) => customer.id !== currentId);
    if (next) return next;
  }
  return undefined;
}

export function totalCount(sections: readonly WorklistSection[]): number {
  return sections.reduce((sum, section) => sum + section.count, 0);
}

/** "Today" and "Yesterday" read inside a sentence; other labels ("3 days ago", "05 Jan 2025") stay as they are. */
function inSentence(relative: string): string {
  return relative === 'Today' || relative === 'Yesterday' || relative === 'Tomorrow' ? relative.toLowerCase() : relative;
}

function promisedAmount(amount: number | null): string {
  return amount === null ? 'A payment' : formatINR(amount);
}

/** The line under a row's name: why the customer is in this section. */
export function rowReason(key: WorklistSectionKey, customer: WorklistCustomer, now: Date = new Date()): string {
  switch (key) {
    case 'due_follow_ups':
      return customer.next_follow_up
        ? `Follow-up due ${inSentence(formatRelativeDay(customer.next_follow_up, now))} at ${formatTime(customer.next_follow_up)}`
        : 'Follow-up due';
    case 'promises_due':
      return `${promisedAmount(customer.promised_amount)} promised for ${inSentence(formatRelativeDay(customer.promised_date, now))}`;
    case 'broken_promises':
      return `${promisedAmount(customer.promised_amount)} promised for ${formatDate(customer.promised_date)}, not paid`;
    case 'never_contacted':
      return 'Not contacted yet';
  }
}

/** Per section: what an empty section means (shown in its place, so the agent knows it was checked). */
export const EMPTY_SECTION_TEXT: Record<WorklistSectionKey, string> = {
  due_follow_ups: 'No follow-up is due.',
  promises_due: 'No promise falls due today.',
  broken_promises: 'No broken promise waits for a call.',
  never_contacted: 'Every customer has been contacted.',
};
