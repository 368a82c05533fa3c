import { describe, expect, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { bodyErrorHandler } from './body-errors.js';
import { refuseWideJson, TOO_MANY_KEYS } from './input-guard.js';

function refusal(body: unknown, maxKeys?: number): unknown {
  try {
    refuseWideJson(new TextEncoder().encode(JSON.stringify(body)), maxKeys);
  } catch (error) {
    return error;
  }
  return undefined;
}

function answer(error: unknown): { status?: number; body?: { message?: unknown } } {
  const seen: { status?: number; body?: { message?: unknown } } = {};
  const response = {
    status: (code: number) => ((seen.status = code), response),
    json: (body: { message?: unknown }) => ((seen.body = body), response),
  } as unknown as Response;
  bodyErrorHandler(error as Parameters<typeof bodyErrorHandler>[0], {} as Request, response, (() => undefined) as NextFunction);
  return seen;
}

describe('bodyErrorHandler', () => {
  it('names the key limit the body was refused under: the default, or a wider route’s', () => {
    expect(answer(refusal({ a: 1, b: 2, c: 3 }, 2))).toEqual({ status: 400, body: expect.objectContaining({ message: 'body has more than 2 fields and items in all' }) });
    const wide = Object.fromEntries(Array.from({ length: 20_001 }, (_, i) => [`k${i}`, 0]));
    expect(answer(refusal(wide)).body).toEqual(expect.objectContaining({ message: TOO_MANY_KEYS }));
  });
});
