/**
 * Whether a session still stands: not ended (sign-out, deactivation, a password change), not expired, and its user
 * still active. The auth module owns the sessions and provides it; long-lived answers (the notification stream)
 * ask it again before each push, without depending on auth.
 */
export interface SessionCheck {
  isLive(sid: string, userId: number): Promise<boolean>;
}

export const SESSION_CHECK = Symbol('SessionCheck');
