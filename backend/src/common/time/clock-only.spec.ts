import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['modules', 'integrations'];
/** Asking for the current time; `new Date(value)` (parsing or copying a given instant) is fine. */
const ASKS_FOR_NOW = /\bnew Date\(\s*\)|\bDate\.now\(\)/;

/** The few places that must read the system clock, and why. */
const ALLOWED: { file: string; code: string; why: string }[] = [
  {
    file: 'modules/auth/session-store.ts',
    code: 'Math.ceil(Date.now() / 1000)',
    why: "the session read must agree with connect-pg-simple, which stamps each session's expiry from the system clock",
  },
  {
    file: 'integrations/dialer/smartflo/smartflo-http.client.ts',
    code: 'date - Date.now()',
    why: "a Retry-After date is on the provider's real clock",
  },
  {
    file: 'modules/webhooks/webhook-sender.ts',
    code: 'signedHeaders(message, new Date())',
    why: "a receiver checks webhook-timestamp against its own real clock and refuses a stale one: a moved business clock would break every signature",
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function timeReads(): { file: string; line: number; text: string }[] {
  return SCANNED.flatMap((dir) => sources(join(SRC, dir))).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((text, i) => ({ file: relative(SRC, path), line: i + 1, text: text.trim() }))
      .filter(({ text }) => ASKS_FOR_NOW.test(text)),
  );
}

describe('the time comes from the clock', () => {
  it('recognises a question for the current time, not a given instant', () => {
    for (const asks of ['new Date()', 'const t = Date.now();', 'new Date( )']) expect(ASKS_FOR_NOW.test(asks)).toBe(true);
    for (const given of ['new Date(row.at)', 'new Date(Date.parse(value))', 'clock.now()', 'startDate()']) expect(ASKS_FOR_NOW.test(given)).toBe(false);
  });

  it('is never read from the system in modules/ or integrations/ (inject BusinessClock, or CLOCK in an adapter)', () => {
    const reads = timeReads();
    const allowed = (read: { file: string; text: string }) => ALLOWED.some((a) => a.file === read.file && read.text.includes(a.code));
    expect(reads.filter((read) => !allowed(read)).map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
    // An exception nobody needs any more goes too.
    expect(ALLOWED.filter((a) => !reads.some((read) => read.file === a.file && read.text.includes(a.code)))).toEqual([]);
  });
});
