import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SessionCheck } from '../../common/security/session-check.js';
import type { SessionEnder } from '../../common/security/session-ender.js';
import { signalUsers } from '../notifications/notification-signals.js';
import { Session } from './entities/session.entity.js';
import { sessionWithUserQuery } from './session-store.js';

/** Writes to the `session` table other than express-session's own (ending a user's sessions), and the liveness check. */
@Injectable()
export class SessionsService implements SessionEnder, SessionCheck {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async endSessionsOf(manager: EntityManager, userId: number, exceptSid?: string): Promise<void> {
    const query = manager
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where(`(sess -> 'passport' ->> 'user') = :userId`, { userId: String(userId) });
    if (exceptSid) query.andWhere('sid <> :exceptSid', { exceptSid });
    await query.execute();
    await this.ended(userId, manager);
  }

  /**
   * Tells every server process that a session of the user ended (on commit): their open notification streams
   * check their sessions again and the ended ones close.
   */
  ended(userId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    return signalUsers(manager, [userId]);
  }

  async isLive(sid: string, userId: number): Promise<boolean> {
    const { text, values } = sessionWithUserQuery(sid);
    const [row]: { id: number | null }[] = await this.dataSource.query(text, values);
    return row?.id === userId;
  }
}
