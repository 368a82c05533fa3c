import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { MessageStatus } from '../messenger.port.js';

/** The outbox simulator's record of a "sent" message and the status events still to deliver. */
@Entity('sim_outbox')
@Index('IDX_sim_outbox_next', ['nextAt'])
export class OutboxEntry {
  /** The simulated provider message id, `sim.<uuid>`. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'message_id', type: 'uuid' }) messageId: string;
  @Column({ name: 'to_number', type: 'text' }) toNumber: string;
  @Column({ type: 'text' }) template: string;
  @Column({ type: 'jsonb' }) params: [string, string][];
  @Column({ type: 'text' }) link: string;
  /** Status events not yet delivered, in delivery order. */
  @Column({ type: 'jsonb' }) plan: { status: MessageStatus; at: string; error?: { code: string; title: string } }[];
  @Column({ name: 'next_at', type: 'timestamptz', nullable: true }) nextAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
