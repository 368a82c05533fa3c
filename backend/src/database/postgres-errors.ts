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
