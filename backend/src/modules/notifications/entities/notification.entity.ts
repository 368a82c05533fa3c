import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const NOTIFICATION_KINDS = ['follow_up_due', 'promise_broken', 'sign_up_waiting', 'import_finished', 'leave_decided', 'attendance_decided', 'request_pending'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
