import type { NextFunction, Request, Response } from 'express';

const NUL = '\u0000';

/** The path (`a.0.b`, as in validation errors) of the first string, or object key, holding a NUL character. */
export function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return itemPath;
    const found = fieldWithNul(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text and JSON cannot hold NUL (U+0000): a NUL in a path, a query or a JSON body would fail in the
 * query as a 500. It is refused up front with a 400 naming the field. Runs after the body parsers.
 */
export function rejectNulCharacters(request: Request, response: Response, next: NextFunction): void {
  const found = /%00/i.test(request.path) ? 'path' : (fieldWithNul(request.query) ?? fieldWithNul(request.body));
  if (found === undefined) return next();
  const field = found || 'body';
  const message = `${field} must not contain NUL characters`;
  // Before Nest routes the request, so the body is written here, in the shape of every other validation error.
  response.status(400).json({ statusCode: 400, message, error: 'Bad Request', errors: { [field]: message } });
}
