import { QueryFailedError } from 'typeorm';

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_INVALID_TEXT = '22P02';

export type PostgresError = QueryFailedError & { code?: string; detail?: string; constraint?: string };

export function isUniqueViolation(error: unknown): error is PostgresError {
  return error instanceof QueryFailedError && (error as PostgresError).code === PG_UNIQUE_VIOLATION;
}
