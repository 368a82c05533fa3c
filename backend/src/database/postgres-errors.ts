import { QueryFailedError } from 'typeorm';
import { ConflictError } from '../common/errors/domain-error.js';

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_INVALID_TEXT = '22P02';
export const PG_NUMBER_OUT_OF_RANGE = '22003';
/** NUL in text (22021) or in JSON (22P05): PostgreSQL stores neither. */
export const PG_UNSTORABLE_CHARACTER = ['22021', '22P05'];

export type PostgresError = QueryFailedError & { code?: string; detail?: string; constraint?: string };

export function isUniqueViolation(error: unknown): error is PostgresError {
  return error instanceof QueryFailedError && (error as PostgresError).code === PG_UNIQUE_VIOLATION;
}

/** Runs a write and turns a unique violation into a 409 naming the field, with the given message (code DUPLICATE). */
export async function uniqueAs<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('DUPLICATE', message, { [field]: message });
    throw error;
  }
}

/** What a request is answered with (503) while the database cannot be reached. */
export const DATABASE_UNAVAILABLE = 'The database is not reachable; try again in a moment';

/**
 * Refused, reset or timed-out sockets, and what node-postgres says of a connection that went away, plus
 * PostgreSQL's own codes of that kind: class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting
 * up) and 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);
const UNAVAILABLE_MESSAGES = /Connection terminated|is not queryable|timeout exceeded when trying to connect/i;

/** True when an error says the database is gone or not taking connections (rather than that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, driverError, errors } = error as Error & { code?: unknown; driverError?: unknown; errors?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // TypeORM releases a query runner whose connection errors; the transaction's next statement then meets one of these.
  if (RELEASED_RUNNER_ERRORS.has(error.name)) return true;
  // TypeORM wraps the driver's error; a connection to "localhost" fails with one error per address tried.
  if (driverError) return isDatabaseUnavailable(driverError);
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
