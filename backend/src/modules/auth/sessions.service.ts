import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionEnder } from '../../common/security/session-ender.js';
import { Session } from './entities/session.entity.js';

/** Writes to the `session` table other than express-session's own: ending a user's sessions. */
@Injectable()
export class SessionsService implements SessionEnder {
  async endSessionsOf(manager: EntityManager, userId: number, exceptSid?: string): Promise<void> {
    const query = manager
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where(`(sess -> 'passport' ->> 'user') = :userId`, { userId: String(userId) });
    if (exceptSid) query.andWhere('sid <> :exceptSid', { exceptSid });
    await query.execute();
  }
}
