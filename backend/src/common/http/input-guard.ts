import type { NextFunction, Request, Response } from 'express';

const NUL = '\u0000';

/** Deeper than any body this API takes (a WhatsApp status webhook, the deepest, has ten levels). */
export const MAX_INPUT_DEPTH = 16;

export interface InputProblem {
  /** Where, as validation errors name it (`a.0.b`); `body` for the body itself. */
  field: string;
  message: string;
}

/**
 * The first problem no validation rule should have to meet: a NUL character (U+0000) in a string or key, which
 * PostgreSQL text and JSON cannot hold, or nesting deeper than MAX_INPUT_DEPTH, which would exhaust the stack of
 * every recursive step after it (validation, transformation).
 */
export function findInputProblem(value: unknown, path = '', depth = 0): InputProblem | undefined {
  const field = path || 'body';
  if (typeof value === 'string') return value.includes(NUL) ? { field, message: `${field} must not contain NUL characters` } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { field, message: `${field} is nested more than ${MAX_INPUT_DEPTH} levels deep` };
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return { field: itemPath, message: `${itemPath} must not contain NUL characters` };
    const problem = findInputProblem(item, itemPath, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Refuses such input with a 400 naming the field, before anything reaches a service. Runs after the body parsers. */
export function guardInput(request: Request, response: Response, next: NextFunction): void {
  const problem = /%00/i.test(request.path)
    ? { field: 'path', message: 'path must not contain NUL characters' }
    : (findInputProblem(request.query) ?? findInputProblem(request.body));
  if (!problem) return next();
  // Before Nest routes the request, so the body is written here, in the shape of every other validation error.
  response.status(400).json({ statusCode: 400, message: problem.message, error: 'Bad Request', errors: { [problem.field]: problem.message } });
}
