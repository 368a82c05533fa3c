import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../filters/all-exceptions.filter.js';

/** Deeper than any body this API takes (a WhatsApp status webhook, the deepest, has ten levels). */
export const MAX_INPUT_DEPTH = 16;

interface InputProblem {
  /** Where, as validation errors name it (`a.0.b`); `body` for the body itself. */
  field: string;
  message: string;
}

const NUL = '\u0000';
/** Half of a surrogate pair without the other half: not Unicode text (validator's isEmail throws on it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string, field: string): InputProblem | undefined {
  if (text.includes(NUL)) return { field, message: `${field} must not contain NUL characters` };
  if (LONE_SURROGATE.test(text)) return { field, message: `${field} must be valid Unicode text` };
  return undefined;
}

/**
 * The first problem no validation rule should have to meet: in a string or key, a NUL character (U+0000), which
 * PostgreSQL text and JSON cannot hold, or a lone surrogate, which is not text at all; or nesting deeper than
 * MAX_INPUT_DEPTH, which would exhaust the stack of every recursive step after it (validation, transformation).
 */
export function findInputProblem(value: unknown, path = '', depth = 0): InputProblem | undefined {
  const field = path || 'body';
  if (typeof value === 'string') return textProblem(value, field);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { field, message: `${field} is nested more than ${MAX_INPUT_DEPTH} levels deep` };
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    const problem = textProblem(key, itemPath) ?? findInputProblem(item, itemPath, depth + 1);
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
  response.status(400).json(errorBody(400, problem.message, { [problem.field]: problem.message }));
}
