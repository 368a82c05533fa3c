import type { SessionUser } from '../../common/security/session-user.js';
import { AttendanceErrors } from './attendance.errors.js';

/** DECISIONS: an agent acts only on their own attendance; another user's id is refused, never silently served. */
export function assertOwnOrAdmin(user: SessionUser, userId: number): void {
  if (user.role !== 'admin' && user.id !== userId) throw AttendanceErrors.notYours();
}
