import type { EntityManager } from 'typeorm';

/** The PostgreSQL channel that tells every server process whose streams must look again: the unread count moved, or a session ended. */
export const NOTIFICATION_CHANNEL = 'crm_notifications';
/** The payload when the user ids would not fit in one (PostgreSQL allows under 8,000 bytes): everyone listening. */
export const EVERYONE = '*';
const MAX_PAYLOAD = 7_000;

/**
 * Signals, inside the caller's transaction, that these users' notifications (or sessions) changed. PostgreSQL delivers it only
 * when the transaction commits, so a rolled-back notification pushes nothing.
 */
export async function signalUsers(manager: EntityManager, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)].join(',');
  await manager.query('SELECT pg_notify($1, $2)', [NOTIFICATION_CHANNEL, ids.length > MAX_PAYLOAD ? EVERYONE : ids]);
}

/** The user ids of a signal's payload, or EVERYONE. */
export function signalledUsers(payload: string | undefined): number[] | typeof EVERYONE {
  if (!payload || payload === EVERYONE) return EVERYONE;
  return payload.split(',').map(Number).filter(Number.isInteger);
}
