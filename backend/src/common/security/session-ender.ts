import type { EntityManager } from 'typeorm';

/**
 * Ends a user's open sessions, inside the caller's transaction. The users module needs it when access changes,
 * the auth module owns the sessions: this port (provided by auth) lets users ask without depending on auth.
 */
export interface SessionEnder {
  /** Ends every open session of the user, optionally keeping the one the request came from. */
  endSessionsOf(manager: EntityManager, userId: number, exceptSid?: string): Promise<void>;
}

export const SESSION_ENDER = Symbol('SessionEnder');
