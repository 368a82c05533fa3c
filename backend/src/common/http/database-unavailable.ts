import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../database/postgres-errors.js';
import { errorBody } from '../filters/all-exceptions.filter.js';

/**
 * The session and passport middlewares read PostgreSQL before any route runs, and hand a failure to Express (which
 * answered 500 with a page of HTML): while the database is gone, they answer 503 in the common error shape instead.
 */
export function databaseUnavailable(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  if (!isDatabaseUnavailable(error) || response.headersSent) return next(error);
  response.status(HttpStatus.SERVICE_UNAVAILABLE).json(errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE));
}
