import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuthErrors } from './auth.errors.js';

/**
 * Failed password checks are counted per (email, client address), so guesses from one place never lock the owner out
 * elsewhere: `perEmail` failures are free, then each further try waits `baseDelaySeconds`, doubling per failure up to
 * `maxDelaySeconds` after the last one. An address that fails on `perAddress` emails within `addressWindowMinutes`
 * waits as a whole (password spraying). Failures are forgotten after `memoryMinutes` or at the pair's next success.
 */
export const LOGIN_THROTTLE = {
  perEmail: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  memoryMinutes: 60,
  perAddress: 20,
  addressWindowMinutes: 15,
} as const;

/** Seconds the pair still has to wait after `failures` failures, the last at `lastFailure` (0: may try now). */
export function pairWait(failures: number, lastFailure: Date | null, now: Date): number {
  if (failures < LOGIN_THROTTLE.perEmail || !lastFailure) return 0;
  const delay = Math.min(LOGIN_THROTTLE.baseDelaySeconds * 2 ** (failures - LOGIN_THROTTLE.perEmail), LOGIN_THROTTLE.maxDelaySeconds);
  return Math.max(0, delay - (now.getTime() - lastFailure.getTime()) / 1000);
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

@Injectable()
export class LoginThrottle {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  /**
   * Runs one password check of `email` from `address`: refused with 429 while they must wait. The attempt is
   * booked before the check (a failure of its email at once, of the address once the check fails), in a short
   * transaction serialised per address and email (so concurrent guesses are counted one after another), and the
   * check itself runs outside any transaction, holding no connection while it hashes. A passing check clears the
   * pair's failures.
   */
  async check(email: string, address: string, verify: () => Promise<boolean>): Promise<boolean> {
    const attemptId = await this.dataSource.transaction((manager) => this.book(manager, email, address));
    const passed = await verify();
    if (passed) await this.dataSource.query(`DELETE FROM login_attempts WHERE email = $1 AND ip = $2`, [email, address]);
    else await this.dataSource.query(`UPDATE login_attempts SET checking = false WHERE id = $1`, [attemptId]);
    return passed;
  }

  /** Answers the id of the attempt booked (as still checking). */
  private async book(manager: EntityManager, email: string, address: string): Promise<string> {
    await lockForTransaction(manager, ADVISORY_LOCKS.signInFrom(address));
    await lockForTransaction(manager, ADVISORY_LOCKS.signIn(email));
    const now = this.clock.now();
    const [row] = await manager.query(
      `SELECT
         count(*) FILTER (WHERE email = $1)::int AS failures,
         max(attempted_at) FILTER (WHERE email = $1) AS last_failure,
         count(DISTINCT email) FILTER (WHERE NOT checking AND attempted_at > $4)::int AS emails
       FROM login_attempts
       WHERE ip = $2 AND attempted_at > $3`,
      [email, address, minutesBefore(now, LOGIN_THROTTLE.memoryMinutes), minutesBefore(now, LOGIN_THROTTLE.addressWindowMinutes)],
    );
    if (row.emails >= LOGIN_THROTTLE.perAddress) throw AuthErrors.tooManyFailures(LOGIN_THROTTLE.addressWindowMinutes * 60);
    const wait = pairWait(row.failures, row.last_failure, now);
    if (wait > 0) throw AuthErrors.tooManyFailures(wait);
    // Booked as still checking: a failure of its email at once (concurrent guesses are counted in turn), not yet of
    // the address, so a floor of agents signing in together from one office is not taken for password spraying.
    const [booked] = await manager.query(`INSERT INTO login_attempts (email, ip, attempted_at, checking) VALUES ($1, $2, $3, true) RETURNING id`, [email, address, now]);
    await manager.query(`DELETE FROM login_attempts WHERE attempted_at < $1`, [minutesBefore(now, LOGIN_THROTTLE.memoryMinutes)]);
    return booked.id;
  }
}
