import { dayMonthYear } from '@crm/shared';
import { ConflictError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

/** Click-to-call, hang-up and the dialer syncs: their refusals. */
export const TelephonyErrors = {
  notCustomersNumber: () => new FieldValidationException({ customerNumber: "This number is not one of the customer's numbers" }, 'NOT_CUSTOMERS_NUMBER'),
  /** The calling window's own text (call-window.ts says why: before opening, after closing, a holiday). */
  outsideCallWindow: (refusal: string) => new ConflictError('OUTSIDE_CALL_WINDOW', refusal),
  notLinked: () =>
    new InvalidInputError(
      'NOT_LINKED_TO_DIALER',
      'Your user is not linked to a dialer agent yet. Ask an administrator to run Sync with Tata on the Users page.',
    ),
  /** The daily cap (setting maxCallAttemptsPerDay): when it resets, 00:00 of the next business day, in the app's words. */
  attemptsCapped: (cap: number, resetsOn: string, timezone: string) =>
    new ConflictError(
      'CALL_ATTEMPTS_CAPPED',
      `This customer has had ${cap} call attempt${cap === 1 ? '' : 's'} today, the most allowed a day: calls open again at 00:00 on ${dayMonthYear(resetsOn)} (${timezone}).`,
    ),
  callInProgress: () => new ConflictError('CALL_IN_PROGRESS', 'You already have a call in progress'),
  noCallInProgress: () => new ConflictError('NO_CALL_IN_PROGRESS', 'No call in progress'),
  syncRunning: () => new ConflictError('SYNC_RUNNING', 'A sync with the dialer is already running; try again in a moment'),
  invalidWebhookSecret: () => new UnauthenticatedError('INVALID_WEBHOOK_SECRET', 'Invalid webhook secret'),
  leadListNotFound: () => new NotFoundError('LEAD_LIST_NOT_FOUND', 'Lead list not found'),
};
