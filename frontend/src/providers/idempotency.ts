import { useState } from 'react';
import type { ApiCall } from './useApi';

/**
 * One Idempotency-Key per submission of a form: the same body sent again (a double click, a retry after a network
 * error or a 409 "still being processed") reuses the key, so the server does the work once; a changed body gets a
 * new key (the server would refuse the old one with 422), and so does the next submission after a success.
 */
export interface SubmissionKeys {
  keyFor(body: unknown): string;
  /** The submission succeeded: the next one is a new request. */
  done(): void;
}

export function submissionKeys(newKey: () => string = randomKey): SubmissionKeys {
  let current: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      const text = JSON.stringify(body) ?? '';
      if (current?.body !== text) current = { body: text, key: newKey() };
      return current.key;
    },
    done() {
      current = undefined;
    },
  };
}

/** A form's keys, kept across renders. */
export function useSubmissionKeys(): SubmissionKeys {
  return useState(submissionKeys)[0];
}

/** What a lost connection means for a keyed request: it may have been done, and trying again is safe. */
export const CONNECTION_LOST = 'The connection was lost before the answer came. Try again: it will be recorded only once.';

/** POSTs `body` under the submission's key. */
export async function postOnce<T>(api: ApiCall, path: string, body: unknown, keys: SubmissionKeys): Promise<T> {
  let result: T;
  try {
    result = await api<T>(path, { method: 'POST', body, headers: { 'Idempotency-Key': keys.keyFor([path, body]) } });
  } catch (error) {
    // fetch rejects with a TypeError when no answer arrives ("Failed to fetch"), which tells a person nothing.
    throw error instanceof TypeError ? new Error(CONNECTION_LOST, { cause: error }) : error;
  }
  keys.done();
  return result;
}

/** 128 random bits in hex: crypto.randomUUID is missing outside secure contexts (plain http on a LAN address). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
