import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const NOTIFICATION_KINDS = ['follow_up_due', 'promise_broken', 'sign_up_waiting', 'import_finished', 'leave_decided', 'attendance_decided', 'request_pending', 'webhook_disabled', 'group_loan'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** What became of the request a notification is about. */
export const NOTIFICATION_OUTCOMES = ['approved', 'rejected', 'withdrawn', 'cancelled'] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn({ type: 'integer' }) id: number;
  @Column({ name: 'user_id', type: 'integer' }) userId: number;
  @Column({ type: 'text' }) kind: NotificationKind;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text', nullable: true }) body: string | null;
  /** The app route of the record, e.g. /customers/42. */
  @Column({ type: 'text', nullable: true }) link: string | null;
  @Column({ name: 'dedupe_key', type: 'text', nullable: true }) dedupeKey: string | null;
  /** The record it is about, e.g. `leave-request:12`, so its outcome can be shown later. */
  @Column({ type: 'text', nullable: true }) subject: string | null;
  @Column({ type: 'text', nullable: true }) outcome: NotificationOutcome | null;
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
