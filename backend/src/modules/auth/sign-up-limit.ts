import type { EntityManager } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import { AuthErrors } from './auth.errors.js';

/** Public sign-ups one client address may make per window: enough for a family or an office, too few for a flood. */
export const SIGN_UP_LIMIT = { perAddress: 5, windowMinutes: 60 } as const;

/**
 * Books one public sign-up from `address` inside the caller's transaction, or refuses with 429. Serialised per
 * address, so concurrent sign-ups cannot race past the limit; counted in the database, so it holds across instances.
 */
export async function bookSignUp(manager: EntityManager, address: string, now: Date): Promise<void> {
  await lockForTransaction(manager, ADVISORY_LOCKS.signUpFrom(address));
  const windowStart = new Date(now.getTime() - SIGN_UP_LIMIT.windowMinutes * 60_000);
  const [row] = await manager.query(
    `SELECT count(*)::int AS recent, min(attempted_at) AS oldest FROM registration_attempts WHERE ip = $1 AND attempted_at > $2`,
    [address, windowStart],
  );
  if (row.recent >= SIGN_UP_LIMIT.perAddress) {
    throw AuthErrors.tooManySignUps((new Date(row.oldest).getTime() - windowStart.getTime()) / 1000);
  }
  await manager.query(`INSERT INTO registration_attempts (ip, attempted_at) VALUES ($1, $2)`, [address, now]);
  await manager.query(`DELETE FROM registration_attempts WHERE attempted_at <= $1`, [windowStart]);
}
