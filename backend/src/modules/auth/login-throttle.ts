import { HttpException, HttpStatus } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { LoginAttempt } from './entities/login-attempt.entity.js';

/** Failed sign-ins allowed per email and per address inside the window before further tries get 429. */
export const LOGIN_THROTTLE = { window: '15 minutes', windowMinutes: 15, perEmail: 5, perIp: 30 } as const;

export class TooManyLoginAttemptsException extends HttpException {
  constructor() {
    super(
      `Too many failed sign-in attempts. Please try again in ${LOGIN_THROTTLE.windowMinutes} minutes.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Counts recent failures inside the caller's transaction. The caller holds an advisory lock on the email, so
 * concurrent guesses for one account are counted one after another instead of racing past the limit.
 */
export async function assertNotThrottled(manager: EntityManager, email: string, ip: string): Promise<void> {
  const [row] = await manager.query(
    `SELECT
       count(*) FILTER (WHERE email = $1)::int AS by_email,
       count(*) FILTER (WHERE ip = $2)::int AS by_ip
     FROM login_attempts
     WHERE attempted_at > now() - $3::interval AND (email = $1 OR ip = $2)`,
    [email, ip, LOGIN_THROTTLE.window],
  );
  if (row.by_email >= LOGIN_THROTTLE.perEmail || row.by_ip >= LOGIN_THROTTLE.perIp) {
    throw new TooManyLoginAttemptsException();
  }
}

export async function recordFailedLogin(manager: EntityManager, email: string, ip: string): Promise<void> {
  await manager.insert(LoginAttempt, { email, ip });
  await manager.query(`DELETE FROM login_attempts WHERE attempted_at < now() - $1::interval * 4`, [LOGIN_THROTTLE.window]);
}

export async function clearFailedLogins(manager: EntityManager, email: string): Promise<void> {
  await manager.delete(LoginAttempt, { email });
}
