import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { QueryFailedError } from 'typeorm';
import { DomainError } from '../errors/domain-error.js';
import { redactUrl } from '../http/secret-parameters.js';
import {
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
  PG_FOREIGN_KEY_VIOLATION,
  PG_INVALID_TEXT,
  PG_NUMBER_OUT_OF_RANGE,
  PG_UNIQUE_VIOLATION,
  PG_UNSTORABLE_CHARACTER,
  type PostgresError,
} from '../../database/postgres-errors.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  errors?: Record<string, string>;
  /** File-level problems of a CSV upload (spec §3 upload response), listed for the user. */
  validationErrors?: string[];
}

/** The one error body; also written by the middlewares that answer before Nest routes a request. */
export function errorBody(statusCode: number, message: string, errors?: Record<string, string>): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error', ...(errors ? { errors } : {}) };
}

function fromHttpException(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return errorBody(status, response);
  const { message, errors, validationErrors } = response as { message?: unknown; errors?: Record<string, string>; validationErrors?: string[] };
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
  return { ...errorBody(status, text, errors), ...(Array.isArray(validationErrors) ? { validationErrors } : {}) };
}

/** The column named in a PostgreSQL constraint violation's detail, e.g. `Key (email)=(a@b.c) already exists.` */
function columnOf(detail: string | undefined): string | undefined {
  return detail?.match(/Key \(([^)]+)\)/)?.[1];
}

function fromDatabaseError(error: PostgresError): ErrorBody | undefined {
  const field = columnOf(error.detail);
  switch (error.code) {
    case PG_UNIQUE_VIOLATION: {
      const message = field ? `A record with this ${field} already exists` : 'This record already exists';
      return errorBody(HttpStatus.CONFLICT, message, field ? { [field]: message } : undefined);
    }
    case PG_FOREIGN_KEY_VIOLATION: {
      const message = field ? `The referenced ${field} does not exist or is still in use` : 'A referenced record is missing or in use';
      return errorBody(HttpStatus.CONFLICT, message, field ? { [field]: message } : undefined);
    }
    // Input is validated before it reaches a query; these keep anything that slips through a 400, not a 500.
    case PG_INVALID_TEXT:
      return errorBody(HttpStatus.BAD_REQUEST, 'A value has the wrong format');
    case PG_NUMBER_OUT_OF_RANGE:
      return errorBody(HttpStatus.BAD_REQUEST, 'A number is out of range');
    default:
      if (error.code && PG_UNSTORABLE_CHARACTER.includes(error.code)) return errorBody(HttpStatus.BAD_REQUEST, 'A text contains a NUL character');
      return undefined;
  }
}

/** One error shape for every failure: `{statusCode, message, error, errors?}`; never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: unknown }>();

    let payload: ErrorBody | undefined;
    if (exception instanceof HttpException) payload = fromHttpException(exception);
    else if (isDatabaseUnavailable(exception)) payload = errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE);
    else if (exception instanceof QueryFailedError) payload = fromDatabaseError(exception);
    else if (exception instanceof DomainError) payload = errorBody(exception.httpStatus, exception.message, exception.fieldErrors);

    const logged = { err: exception, requestId: request.id, path: redactUrl(request.url) };
    if (!payload) {
      this.logger.error(logged, 'Unhandled error');
      payload = errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
    } else if (payload.statusCode >= 500) {
      this.logger.error(logged, payload.message);
    }
    if (response.headersSent) return;
    response.status(payload.statusCode).json(payload);
  }
}
