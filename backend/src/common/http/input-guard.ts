import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../filters/all-exceptions.filter.js';

/** Deeper than any body this API takes (a WhatsApp status webhook, the deepest, has ten levels). */
export const MAX_INPUT_DEPTH = 16;
/** The widest object or list the API takes is a list of 1,000 (bulk assign, failed import rows). */
export const MAX_KEYS_PER_OBJECT = 1_000;
/**
 * Over twice the largest legitimate body (1,000 failed import rows sent back for their CSV, about 8,000 keys), and
 * far below the 90,000+ keys 1 MB of JSON can carry.
 */
export const MAX_TOTAL_KEYS = 20_000;
const tooManyKeys = (maxKeys: number) => `body has more than ${maxKeys} fields and items in all`;
export const TOO_MANY_KEYS = tooManyKeys(MAX_TOTAL_KEYS);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/**
 * The number of object keys in raw JSON (colons outside strings), counted before it is parsed: parsing 90,000 keys
 * alone costs a busy server hundreds of milliseconds, so a body with more than any real one is refused unparsed.
 */
export function countJsonKeys(raw: Uint8Array): number {
  let keys = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < raw.length; i += 1) {
    const byte = raw[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === COLON) keys += 1;
  }
  return keys;
}

/** For body-parser's `verify`: throws (a 400 through bodyErrorHandler) when the raw JSON has too many keys. */
export function refuseWideJson(raw: Uint8Array, maxKeys = MAX_TOTAL_KEYS): void {
  if (countJsonKeys(raw) > maxKeys) throw Object.assign(new Error(tooManyKeys(maxKeys)), { status: 400, type: 'entity.too.many.keys' });
}

interface InputProblem {
  /** Where, as validation errors name it (`a.0.b`); `body` for the body itself. */
  field: string;
  message: string;
}

/** Field names come from the caller: a 900 KB key must not be echoed back in an error, twice. */
const MAX_FIELD_NAME = 100;

export const fieldName = (path: string) => (path.length > MAX_FIELD_NAME ? `${path.slice(0, MAX_FIELD_NAME)}…` : path);

const NUL = '\u0000';
/** Half of a surrogate pair without the other half: not Unicode text (validator's isEmail throws on it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string, path: string): InputProblem | undefined {
  const field = fieldName(path);
  if (text.includes(NUL)) return { field, message: `${field} must not contain NUL characters` };
  if (LONE_SURROGATE.test(text)) return { field, message: `${field} must be valid Unicode text` };
  return undefined;
}

/**
 * The first problem no validation rule should have to meet: in a string or key, a NUL character (U+0000), which
 * PostgreSQL text and JSON cannot hold, or a lone surrogate, which is not text at all; nesting deeper than
 * MAX_INPUT_DEPTH, which would exhaust the stack of every recursive step after it (validation, transformation); or
 * more keys than any real body has, which would make validation build one error per key (90,000 unknown keys in
 * 920 KB took seconds and answered megabytes).
 */
export function findInputProblem(value: unknown, maxKeys = MAX_TOTAL_KEYS): InputProblem | undefined {
  const budget = { keys: maxKeys, max: maxKeys };
  return walk(value, '', 0, budget);
}

function walk(value: unknown, path: string, depth: number, budget: { keys: number; max: number }): InputProblem | undefined {
  if (typeof value === 'string') return textProblem(value, path || 'body');
  if (value === null || typeof value !== 'object') return undefined;
  // Named only here: every string and number of every body passes above without building it.
  const field = fieldName(path || 'body');
  if (depth >= MAX_INPUT_DEPTH) return { field, message: `${field} is nested more than ${MAX_INPUT_DEPTH} levels deep` };
  const keys = Object.keys(value);
  if (keys.length > MAX_KEYS_PER_OBJECT) return { field, message: `${field} has more than ${MAX_KEYS_PER_OBJECT} fields or items` };
  budget.keys -= keys.length;
  if (budget.keys < 0) return { field: 'body', message: tooManyKeys(budget.max) };
  for (const key of keys) {
    const itemPath = path ? `${path}.${key}` : key;
    const problem = textProblem(key, itemPath) ?? walk((value as Record<string, unknown>)[key], itemPath, depth + 1, budget);
    if (problem) return problem;
  }
  return undefined;
}

/** Refuses such input with a 400 naming the field, before anything reaches a service. Runs after the body parsers. */
export const guardInput = guardInputWithin(MAX_TOTAL_KEYS);

/** guardInput for a body allowed `maxKeys` keys in all (see wide-body.ts). */
export function guardInputWithin(maxKeys: number) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const problem = /%00/i.test(request.path)
      ? { field: 'path', message: 'path must not contain NUL characters' }
      : (findInputProblem(request.query) ?? findInputProblem(request.body, maxKeys));
    if (!problem) return next();
    // Before Nest routes the request, so the body is written here, in the shape of every other validation error.
    response.status(400).json(errorBody(400, problem.message, { [problem.field]: problem.message }));
  };
}
