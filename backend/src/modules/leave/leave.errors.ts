import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';
import { formatBusinessDate } from '../../common/time/business-date.js';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** The leave module's refusals, with the spec's texts where it gives them (§4, §5). */
export const LeaveErrors = {
  leaveTypeNotFound: (id: number) => new NotFoundError('LEAVE_TYPE_NOT_FOUND', `Leave type ${id} not found`),
  unknownLeaveType: () => new FieldValidationException({ type: 'Please choose a leave type' }, 'UNKNOWN_LEAVE_TYPE'),
  codeTaken: () => new ConflictError('DUPLICATE', 'A leave type with this code already exists', { code: 'A leave type with this code already exists' }),
  unitLocked: () =>
    new ConflictError('ACCRUAL_UNIT_LOCKED', 'The accrual unit cannot change once balances have accrued; create a new leave type instead', {
      accrual_unit: 'The accrual unit cannot change once balances have accrued',
    }),
  typeHasPending: (count: number) =>
    new ConflictError('LEAVE_TYPE_IN_USE', `This leave type has ${count} pending request${count === 1 ? '' : 's'}; decide them first`),

  holidayNotFound: (id: number) => new NotFoundError('HOLIDAY_NOT_FOUND', `Holiday ${id} not found`),
  mandatoryHolidayTaken: (day: string, name: string) => {
    const message = `${formatBusinessDate(day)} is already a mandatory holiday (${name})`;
    return new ConflictError('MANDATORY_HOLIDAY_TAKEN', message, { date: message });
  },
  holidayTaken: () => new ConflictError('DUPLICATE', 'A holiday with this name already exists on this date', { name: 'A holiday with this name already exists on this date' }),
  rangeBackwards: () => new FieldValidationException({ end_date: 'End date must be on or after the start date' }, 'END_BEFORE_START'),
  rangeTooLong: () => new FieldValidationException({ end_date: 'Ask for at most 400 days at a time' }, 'RANGE_TOO_LONG'),

  requestNotFound: (id: number) => new NotFoundError('LEAVE_REQUEST_NOT_FOUND', `Leave request ${id} not found`),
  notYours: () => new ForbiddenError('NOT_YOUR_LEAVE', 'You can only see and change your own leave'),
  halfDayOneDate: () =>
    new FieldValidationException(
      { end_date: 'Half day leave can only be applied for a single day. Please select the same start and end date.' },
      'HALF_DAY_ONE_DATE',
    ),
  endBeforeStart: () => new FieldValidationException({ end_date: 'End date cannot be before the start date' }, 'END_BEFORE_START'),
  tooLong: (max: number) => new FieldValidationException({ end_date: `A leave request can cover at most ${max} days` }, 'REQUEST_TOO_LONG'),
  closedCycle: () => new FieldValidationException({ start_date: 'Leave cannot start in a closed payroll cycle' }, 'CLOSED_CYCLE'),
  beyondBalance: (typeName: string, available: number, asked: number) =>
    new FieldValidationException(
      { type: `Insufficient ${typeName} balance: ${days(available)} available, ${days(asked)} requested` },
      'INSUFFICIENT_BALANCE',
    ),
  beyondUnitLimit: (typeName: string, max: number, unit: string, left: number, period: string) =>
    new FieldValidationException(
      { type: `At most ${days(max)} of ${typeName} may be taken per ${unit}; ${days(left)} left for ${period}` },
      'ACCRUAL_UNIT_LIMIT',
    ),
  overlaps: () => new ConflictError('LEAVE_OVERLAP', 'You already have a pending or approved leave request on these dates'),
  cannotWithdrawStarted: () => new InvalidInputError('LEAVE_STARTED', 'Cannot withdraw after leave has started.'),
  notWithdrawable: (status: string) => new ConflictError('NOT_WITHDRAWABLE', `A ${status} leave request cannot be withdrawn or cancelled`),
  notPending: (status: string) => new ConflictError('NOT_PENDING', `This leave request is already ${status}`),
  noWorkingDay: (reasons: string[]) =>
    new FieldValidationException({ start_date: `There is no working day to take leave on: ${reasons.join('; ')}` }, 'NO_WORKING_DAY'),
  workedOn: (day: string) => new FieldValidationException({ start_date: `You were at work on ${formatBusinessDate(day)}` }, 'WORKED_DAY'),
  workedOnToApprove: (day: string) => new ConflictError('WORKED_DAY', `You were at work on ${formatBusinessDate(day)}`),
  staleVersion: () => {
    const message = 'This leave request changed since you opened it; look at it again';
    return new ConflictError('STALE_VERSION', message, { version: message });
  },
  insufficientToApprove: (available: number, asked: number) =>
    new ConflictError('INSUFFICIENT_BALANCE', `Cannot approve: ${days(available)} in balance, ${days(asked)} requested`),

  userNotFound: (id: number) => new NotFoundError('USER_NOT_FOUND', `User ${id} not found`),
  adjustmentBelowZero: (after: number, balance: number, pending: number) =>
    new FieldValidationException(
      {
        amount: `This would leave ${after} days available (${balance} in balance, ${pending} pending); at most ${Math.max(balance - pending, 0)} can be taken off`,
      },
      'ADJUSTMENT_BELOW_ZERO',
    ),
  noSuchEmail: () => new NotFoundError('USER_NOT_FOUND', 'No user has this email', { email: 'No user has this email' }),
  notAnAgent: () => new FieldValidationException({ email: 'Leave balances are kept for active agents only' }, 'NOT_AN_AGENT'),
};
