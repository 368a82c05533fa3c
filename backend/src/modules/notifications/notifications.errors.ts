import { DomainError } from '../../common/errors/domain-error.js';

/** 429: the user has as many notification streams open as one may. */
class TooManyStreamsError extends DomainError<'TOO_MANY_STREAMS'> {
  get httpStatus(): number {
    return 429;
  }
}

export const NotificationErrors = {
  tooManyStreams: (max: number) =>
    new TooManyStreamsError('TOO_MANY_STREAMS', `At most ${max} notification streams can be open at once; close another tab (the bell still updates when you return to it)`),
};
