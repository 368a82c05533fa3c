import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_LOST, postOnce, submissionKeys } from './idempotency';
import type { ApiCall } from './useApi';

describe('submission keys', () => {
  it('reuses the key while the same body is sent again, and starts a new one for a changed body or after a success', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ amount: 500 });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ amount: 500 })).toBe(first);
    const changed = keys.keyFor({ amount: 600 });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ amount: 600 })).not.toBe(changed);
  });

  it('sends the key with the POST; a failed attempt keeps it for the retry, a success lets it go', async () => {
    const keys = submissionKeys();
    const sent: string[] = [];
    const api = vi.fn(async (_path: string, options?: { headers?: HeadersInit }) => {
      sent.push(new Headers(options?.headers).get('Idempotency-Key')!);
      if (sent.length === 1) throw new TypeError('Failed to fetch');
      return { id: 1 };
    }) as unknown as ApiCall;
    await expect(postOnce(api, '/payments', { amount: 500 }, keys)).rejects.toThrow(CONNECTION_LOST);
    await expect(postOnce(api, '/payments', { amount: 500 }, keys)).resolves.toEqual({ id: 1 });
    await postOnce(api, '/payments', { amount: 500 }, keys);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
    expect(api).toHaveBeenCalledWith('/payments', expect.objectContaining({ method: 'POST', body: { amount: 500 } }));
  });
});
