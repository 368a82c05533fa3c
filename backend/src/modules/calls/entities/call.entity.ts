import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Customer } from '../../customers/entities/customer.entity.js';
import { User } from '../../users/entities/user.entity.js';

export const CALL_STATUSES = ['initiated', 'answered', 'missed', 'voicemail', 'failed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** One call to a customer by an agent, with what the agent recorded about it afterwards. */
@Entity('calls')
@Check('CHK_calls_status', `"status" IN ('initiated', 'answered', 'missed', 'voicemail', 'failed')`)
@Index('IDX_calls_customer_agent_time', ['customerId', 'agentId', 'callDateTime'])
@Index('IDX_calls_time', ['callDateTime'])
@Index('IDX_calls_agent_time', ['agentId', 'callDateTime'])
@Index('UQ_calls_provider_call_id', ['providerCallId'], { unique: true })
export class Call {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'customer_id', type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer>;

  @Column({ name: 'agent_id', type: 'integer', nullable: true })
  agentId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'agent_id' })
  agent: Relation<User> | null;

  @Column({ name: 'phone_number', type: 'text' })
  phoneNumber: string;

  @Column({ type: 'text', default: 'initiated' })
  status: CallStatus;

  @Column({ name: 'call_date_time', type: 'timestamptz' })
  callDateTime: Date;

  /** Talk time in seconds. */
  @Column({ type: 'integer', default: 0 })
  duration: number;

  @Column({ name: 'disposition_name', type: 'text', nullable: true }) dispositionName: string | null;
  @Column({ name: 'disposition_code', type: 'text', nullable: true }) dispositionCode: string | null;
  @Column({ name: 'disposition_date', type: 'timestamptz', nullable: true }) dispositionDate: Date | null;
  @Column({ name: 'next_follow_up', type: 'timestamptz', nullable: true }) nextFollowUp: Date | null;
  @Column({ name: 'disposition_note', type: 'text', nullable: true }) dispositionNote: string | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ name: 'recording_url', type: 'text', nullable: true }) recordingUrl: string | null;
  @Column({ name: 'transcript_text', type: 'text', nullable: true }) transcriptText: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'" }) metadata: Record<string, unknown>;

  /** The dialer's id for this call (telephony); unique so re-delivered events find the same row. */
  @Column({ name: 'provider_call_id', type: 'text', nullable: true }) providerCallId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
