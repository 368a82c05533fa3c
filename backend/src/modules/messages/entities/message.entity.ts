import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { CustomerActivity } from '../../customers/entities/customer-activity.entity.js';
import type { LinkKind, MessageStatus } from '../../../integrations/messenger/messenger.port.js';

/** Every link message sent to a customer: stored before the provider is called, so each attempt is visible. */
@Entity('messages')
@Check('CHK_messages_kind', `"kind" IN ('payment', 'settlement', 'foreclosure', 'offer', 'reference')`)
@Check('CHK_messages_status', `"status" IN ('queued', 'sent', 'delivered', 'read', 'failed')`)
@Index('IDX_messages_customer_time', ['customerId', 'createdAt'])
@Index('UQ_messages_provider_id', ['provider', 'providerMessageId'], { unique: true })
export class Message extends CustomerActivity {
  /** Our id (crypto.randomUUID), sent to the provider as the callback data. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;


  @Column({ type: 'text' }) kind: LinkKind;
  @Column({ name: 'to_number', type: 'text' }) toNumber: string;
  @Column({ type: 'text' }) template: string;
  @Column({ type: 'text' }) link: string;
  /** The template's values (customer name, amounts, offer name), in order. */
  @Column({ type: 'jsonb' }) params: [string, string][];
  @Column({ type: 'text', default: 'queued' }) status: MessageStatus;
  @Column({ type: 'text' }) provider: string;
  @Column({ name: 'provider_message_id', type: 'text', nullable: true }) providerMessageId: string | null;
  @Column({ type: 'jsonb', nullable: true }) error: { code: string; title: string } | null;
  @Column({ name: 'status_history', type: 'jsonb', default: () => "'[]'" }) statusHistory: { status: MessageStatus; at: string }[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
