import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-error.js';
import type { ListRequest } from '../../common/http/list-query.js';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { Notification, type NotificationKind, type NotificationOutcome } from './entities/notification.entity.js';
import { borrowersSql } from '../../common/group-loans-sql.js';
import { customerLink } from './notification-links.js';
import { signalUsers } from './notification-signals.js';

/** Who gets it: users by id, or every active admin. */
export type Recipients = { userIds: number[] } | { admins: true };

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string | null;
  link?: string | null;
  /** Raised once per recipient and key, however often asked (reminders). */
  dedupeKey?: string | null;
  /** The record it is about (e.g. `leave-request:12`), to show its outcome later through recordOutcome(). */
  subject?: string | null;
}

/** How far ahead a follow-up raises its reminder. */
export const FOLLOW_UP_REMINDER_MINUTES = 15;

/** Notifications: other modules raise them inside their own transactions; each user reads and clears their own. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Raises a notification for the recipients, in the caller's transaction (one statement). */
  async notify(manager: EntityManager, to: Recipients, notification: NewNotification): Promise<void> {
    const recipients = 'admins' in to ? `SELECT id FROM users WHERE role = 'admin' AND is_active` : `SELECT unnest($8::int[])`;
    const params = [notification.kind, notification.title, notification.body ?? null, notification.link ?? null, notification.dedupeKey ?? null, notification.subject ?? null, this.clock.now()];
    const raised: { user_id: number }[] = await manager.query(
      `INSERT INTO notifications (user_id, kind, title, body, link, dedupe_key, subject, created_at)
       SELECT r.id, $1, $2, $3, $4, $5, $6, $7 FROM (${recipients}) AS r (id) WHERE r.id IS NOT NULL
       ON CONFLICT (user_id, dedupe_key) DO NOTHING
       RETURNING user_id`,
      'admins' in to ? params : [...params, to.userIds],
    );
    await signalUsers(manager, raised.map((row) => row.user_id));
  }

  /**
   * Records, in the caller's transaction, what became of the records these subjects name, on every notification
   * about them not yet settled (each admin's copy): the first outcome stays, a later request on the same record
   * starts anew. The unread count does not move, so nothing is signalled.
   */
  async recordOutcome(manager: EntityManager, subjects: string[], outcome: NotificationOutcome): Promise<void> {
    if (subjects.length === 0) return;
    await manager.query(`UPDATE notifications SET outcome = $2 WHERE subject = ANY ($1::text[]) AND outcome IS NULL`, [subjects, outcome]);
  }

  /** One notification per row, each to its own user, in one statement (a job's results); answers how many were new. */
  async notifyEach(manager: EntityManager, rows: ({ userId: number } & NewNotification)[]): Promise<number> {
    if (rows.length === 0) return 0;
    const [{ raised, users }] = await manager.query(
      `WITH raised AS (
         INSERT INTO notifications (user_id, kind, title, body, link, dedupe_key, created_at)
         SELECT *, $7::timestamptz FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         ON CONFLICT (user_id, dedupe_key) DO NOTHING
         RETURNING user_id)
       SELECT count(*)::int AS raised, coalesce(array_agg(DISTINCT user_id), '{}') AS users FROM raised`,
      [rows.map((r) => r.userId), rows.map((r) => r.kind), rows.map((r) => r.title), rows.map((r) => r.body ?? null), rows.map((r) => r.link ?? null), rows.map((r) => r.dedupeKey ?? null), this.clock.now()],
    );
    await signalUsers(manager, users as number[]);
    return raised as number;
  }

  /**
   * Reminds the agent who set each follow-up falling due within the next 15 minutes (and the agents covering the
   * customer's group today), once per follow-up (the
   * dedupe key holds the follow-up's time): one read of the due follow-ups, one insert; one instance at a time.
   */
  async remindFollowUps(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.followUpReminders))) return 0;
      const now = this.clock.now();
      const until = new Date(now.getTime() + FOLLOW_UP_REMINDER_MINUTES * 60_000);
      const due: { agent_id: number; borrowers: number[]; customer_id: number; name: string; loan_application_no: string; at: string; epoch: string }[] = await manager.query(
        `SELECT DISTINCT ON (c.id) f.agent_id, ARRAY(${borrowersSql('c.group_id', '$4::date')}) AS borrowers, c.id AS customer_id, c.name, c.loan_application_no,
                to_char(c.next_follow_up AT TIME ZONE $3, 'HH12:MI am') AS at, extract(epoch FROM c.next_follow_up)::bigint AS epoch
         FROM customers c
         JOIN feedback f ON f.customer_id = c.id AND f.next_follow_up = c.next_follow_up AND f.agent_id IS NOT NULL
         WHERE c.next_follow_up > $1 AND c.next_follow_up <= $2
         ORDER BY c.id, f.created_at DESC`,
        [now, until, this.config.appTimezone, this.clock.today()],
      );
      // The agents covering the customer's group today hear of it as well (issue 30).
      const recipients = due.flatMap((row) => [...new Set([row.agent_id, ...row.borrowers])].map((userId) => ({ ...row, userId })));
      return this.notifyEach(manager, recipients.map((row) => ({
        userId: row.userId,
        kind: 'follow_up_due',
        title: `Follow-up due at ${row.at}`,
        body: `${row.name} (${row.loan_application_no})`,
        link: customerLink(row.loan_application_no),
        dedupeKey: `follow-up:${row.customer_id}:${row.epoch}`,
      })));
    });
  }

  async list(user: SessionUser, request: ListRequest<'createdAt', object>): Promise<{ items: Notification[]; total: number }> {
    const [items, total] = await this.dataSource.getRepository(Notification).findAndCount({
      where: { userId: user.id },
      order: { createdAt: request.sort.order, id: request.sort.order },
      skip: request.page?.skip,
      take: request.page?.take,
    });
    return { items, total };
  }

  unreadCount(user: SessionUser): Promise<number> {
    return this.dataSource.getRepository(Notification).createQueryBuilder('n').where('n.user_id = :id AND n.read_at IS NULL', { id: user.id }).getCount();
  }

  /** Another user's notification is answered as not found: its existence is not revealed. */
  async markRead(user: SessionUser, id: number): Promise<Notification> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Notification);
      const result = await repository.createQueryBuilder().update().set({ readAt: this.clock.now() }).where('id = :id AND user_id = :userId AND read_at IS NULL', { id, userId: user.id }).execute();
      const found = await repository.findOneBy({ id, userId: user.id });
      if (!found) throw new NotFoundError('NOTIFICATION_NOT_FOUND', 'Notification not found');
      // The user's other tabs show the count go down too.
      if (result.affected) await signalUsers(manager, [user.id]);
      return found;
    });
  }

  async readAll(user: SessionUser): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(Notification).createQueryBuilder().update().set({ readAt: this.clock.now() }).where('user_id = :id AND read_at IS NULL', { id: user.id }).execute();
      if (result.affected) await signalUsers(manager, [user.id]);
      return result.affected ?? 0;
    });
  }
}
