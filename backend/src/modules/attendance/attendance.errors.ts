import { ConflictError, ForbiddenError, NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

export const AttendanceErrors = {
  /** Part 1 §8. */
  checkInDenied: 'Check-in not allowed from this location.',
  checkOutDenied: 'Check-out not allowed from this location.',
  notYours: () => new ForbiddenError('NOT_YOUR_ATTENDANCE', 'You can only see and change your own attendance.'),
  alreadyCheckedIn: () => new ConflictError('ALREADY_CHECKED_IN', 'You have already checked in today.'),
  notCheckedIn: () => new ConflictError('NOT_CHECKED_IN', 'You have not checked in today.'),
  alreadyCheckedOut: () => new ConflictError('ALREADY_CHECKED_OUT', 'You have already checked out today.'),
  notFound: (id: number) => new NotFoundError('ATTENDANCE_NOT_FOUND', `Attendance record ${id} not found`),
  /** DECISIONS: days of closed payroll cycles are read-only for agents. */
  cycleClosed: () =>
    new ForbiddenError('PAYROLL_CYCLE_CLOSED', 'This payroll cycle is closed: its attendance can no longer be changed. Please ask an administrator.'),
  futureDate: () => new FieldValidationException({ date: 'Attendance cannot be applied for a future date' }, 'FUTURE_DATE'),
  onLeave: () => new ConflictError('ON_LEAVE', 'On leave. Cannot apply for attendance.'),
  cannotApply: () =>
    new ConflictError('CANNOT_APPLY', 'Attendance can only be applied for an absent day, a requested day or a half day with no check-out.'),
  notRequested: (id: number) => new ConflictError('NOT_REQUESTED', `Attendance request ${id} is not awaiting a decision`),
  reasonRequired: () => new FieldValidationException({ reason: 'Reason is required' }, 'REASON_REQUIRED'),
  rejectionReasonRequired: () => new FieldValidationException({ rejectionReason: 'A reason is required to reject the request' }, 'REJECTION_REASON_REQUIRED'),
  badTime: (field: 'login_time' | 'logout_time') =>
    new FieldValidationException(
      { [field]: `${field === 'login_time' ? 'Check-in' : 'Check-out'} time must be HH:mm between 08:00 and 20:50 in steps of 10 minutes, on the requested date` },
      'BAD_TIME',
    ),
  checkOutRequired: () => new FieldValidationException({ logout_time: 'Check-out time is required for a past date' }, 'CHECK_OUT_REQUIRED'),
  /** DECISIONS "No future times". */
  laterThanNow: (field: 'login_time' | 'logout_time') =>
    new FieldValidationException({ [field]: `${field === 'login_time' ? 'Check-in' : 'Check-out'} cannot be later than now` }, 'LATER_THAN_NOW'),
  markAfterToday: () => new FieldValidationException({ date: 'date cannot be after today' }, 'FUTURE_DATE'),
  markLaterThanNow: (field: 'login_time' | 'logout_time') => new FieldValidationException({ [field]: `${field} cannot be later than now` }, 'LATER_THAN_NOW'),
  /** DECISIONS "Decisions bind to what was seen": `asked` describes the request as it now stands. */
  changedSinceSeen: (id: number, asked: string) =>
    new ConflictError('REQUEST_CHANGED', `Attendance request ${id} was changed after you opened it: it now asks for ${asked}. Review it and decide again.`),
  /** Accept All / Reject All with requests changed since they were seen (keys `requests.<id>`); none was decided. */
  bulkChanged: (errors: Record<string, string>) => new ConflictError('REQUEST_CHANGED', Object.values(errors).join('; '), errors),
  checkOutBeforeCheckIn: () => new FieldValidationException({ logout_time: 'Check-out must be after check-in' }, 'CHECK_OUT_BEFORE_CHECK_IN'),
  /** Spec §5 admin attendance approval. */
  approvalNeedsBothTimes: () =>
    new FieldValidationException({ logout_time: 'Both check-in and check-out times are required to approve past attendance.' }, 'APPROVAL_NEEDS_TIMES'),
  approvalNeedsCheckIn: () => new FieldValidationException({ login_time: 'A check-in time is required to approve attendance.' }, 'APPROVAL_NEEDS_CHECK_IN'),
  recordMismatch: () => new FieldValidationException({ date: 'user_id and date must be those of the record' }, 'RECORD_MISMATCH'),
  rangeReversed: () => new FieldValidationException({ end_date: 'end_date must be on or after start_date' }, 'RANGE_REVERSED'),
  rangeTooLong: (max: number) => new FieldValidationException({ end_date: `The range may cover at most ${max} days` }, 'RANGE_TOO_LONG'),
  /** Keys `requests.<id>`: the message of each request that could not be decided; none was. */
  bulkRefused: (errors: Record<string, string>) => new FieldValidationException(errors, 'BULK_REFUSED'),
};
