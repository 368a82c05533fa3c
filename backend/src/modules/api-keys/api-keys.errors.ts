import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../common/errors/domain-error.js';
import { TooManyAttemptsError } from '../auth/auth.errors.js';

export const ApiKeysErrors = {
  /** Unknown, wrong, revoked, expired and rotated-past-grace keys all get this one answer. */
  invalidKey: () => new UnauthenticatedError('INVALID_API_KEY', 'Invalid, expired or revoked API key'),
  notBearer: () => new UnauthenticatedError('INVALID_API_KEY', 'Send the API key as Authorization: Bearer <key>'),
  cookieAndBearer: () => new InvalidInputError('COOKIE_AND_BEARER', 'Send either a session cookie or an API key, not both'),
  notFound: () => new NotFoundError('API_KEY_NOT_FOUND', 'API key not found'),
  tooManyFailures: (waitSeconds: number) =>
    new TooManyAttemptsError('TOO_MANY_FAILURES', `Too many failed API key authentications from this address. Please try again in ${Math.max(1, Math.ceil(waitSeconds / 60))} minute(s).`),
  overBudget: (limit: number) => new TooManyAttemptsError('RATE_LIMITED', `This API key is limited to ${limit} requests a minute`),
};
