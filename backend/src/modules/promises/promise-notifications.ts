import { customerLink, worklistLink } from '../notifications/notification-links.js';
import type { NewNotification } from '../notifications/notifications.service.js';
import type { NamedCustomer } from './promise-decisions.js';

/** How many customers a notification of several broken promises names before "and N more". */
const NAMED = 3;

/** "Asha Verma, Ravi Kumar and 2 more", by name. */
function namesOf(customers: NamedCustomer[]): string {
  const names = customers.map((c) => c.name).sort((a, b) => a.localeCompare(b));
  if (names.length === 1) return names[0];
  if (names.length <= NAMED) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, NAMED).join(', ')} and ${names.length - NAMED} more`;
}

/**
 * For an agent: the promises one decision broke. One names its customer and opens their page; several are counted,
 * named, and open the worklist (whose Broken promises section lists them).
 */
export function promisesBroken(promises: { id: number; customer: NamedCustomer }[]): NewNotification {
  const [first] = promises;
  if (promises.length === 1) {
    return {
      kind: 'promise_broken',
      title: 'A promise to pay was broken',
      body: `${first.customer.name} (${first.customer.loanApplicationNo})`,
      link: customerLink(first.customer.loanApplicationNo),
      dedupeKey: `promise-broken:${first.id}`,
    };
  }
  return { kind: 'promise_broken', title: `${promises.length} promises to pay were broken`, body: namesOf(promises.map((p) => p.customer)), link: worklistLink };
}
