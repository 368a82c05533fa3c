import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../filters/all-exceptions.filter.js';

/**
 * Express error middleware for failures that happen before Nest routes a request (body parsing), so they get the
 * same `{statusCode, message, error}` body as everything else instead of Express's HTML page.
 */
export function bodyErrorHandler(error: { type?: string; status?: number; message: string }, _request: Request, response: Response, next: NextFunction): void {
  // refuseWideJson names the limit of the route it refused for (the default, or the wide body's).
  if (error.type === 'entity.too.many.keys') return void response.status(400).json(errorBody(400, error.message, { body: error.message }));
  const known: Record<string, [number, string]> = {
    'entity.parse.failed': [400, 'Request body is not valid JSON'],
    'entity.too.large': [413, 'Request body is too large'],
    'encoding.unsupported': [415, 'Unsupported content encoding'],
    'charset.unsupported': [415, 'Unsupported charset'],
  };
  const match = error.type ? known[error.type] : undefined;
  if (!match) return next(error);
  const [statusCode, message] = match;
  response.status(statusCode).json(errorBody(statusCode, message));
}
