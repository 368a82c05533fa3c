import type { EntityManager } from 'typeorm';

/**
 * What else ends when a user is deactivated, inside the users module's transaction. The users module cannot import the
 * modules holding such records (they read users): this port, provided by the coverage module, lets it tell them.
 */
export interface UserDeactivation {
  deactivated(manager: EntityManager, userId: number): Promise<void>;
}

export const USER_DEACTIVATION = Symbol('UserDeactivation');
