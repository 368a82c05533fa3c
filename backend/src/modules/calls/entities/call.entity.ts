import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CustomerActivity } from '../../customers/entities/customer-activity.entity.js';
import { CALL_STATES, type CallOutcome, type CallState } from '../../../integrations/dialer/dialer.port.js';
import type { CallStatus } from '../call-status.js';

/** One call to a customer by an agent, with what the agent recorded about it afterwards. */
@Entity('calls')
@Check('CHK_calls_status', `"status" IN ('initiated', 'answered', 'missed', 'voicemail', 'failed')`)
@Index('IDX_calls_customer_agent_time', { synchronize: false })
// Orders end in id so a page comes straight out of an index (see the CallListIndexesAndCounts migration).
@Index('IDX_calls_time', ['callDateTime', 'id'])
@Index('IDX_calls_agent_time', ['agentId', 'callDateTime', 'id'])
@Index('IDX_calls_status_time', ['status', 'callDateTime', 'id'])
@Index('IDX_calls_phone_prefix', { synchronize: false })
@Index('UQ_calls_provider_call_id', ['providerCallId'], { unique: true })
@Index('UQ_calls_provider_call_key', ['provider', 'providerCallKey'], { unique: true })
@Index('IDX_calls_provider_ref', ['providerRef'])
// One live call per agent, enforced by the database (two quick clicks or two tabs cannot ring two customers).
@Index('UQ_calls_agent_live', ['agentId'], { unique: true, where: `"state" <> 'ended'` })
@Check('CHK_calls_state', `"state" IN (${CALL_STATES.map((state) => `'${state}'`).join(', ')})`)
export class Call extends CustomerActivity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;


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

  /**
   * Where the call is in its life (initiated < ringing < answered < ended; only moves forward). Rows not placed
   * through the dialer (imported history, seeds) are finished records.
   */
  @Column({ type: 'text', default: 'ended' }) state: CallState;
  /** The dialer's verdict once ended (answered, missed, busy, failed, cancelled); status is derived from it. */
  @Column({ type: 'text', nullable: true }) outcome: CallOutcome | null;
  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true }) answeredAt: Date | null;
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true }) endedAt: Date | null;

  /** Which dialer placed the call: simulator or smartflo. */
  @Column({ type: 'text', nullable: true }) provider: string | null;
  /** The dialer's live-call id (Smartflo call_id, used for hangup). */
  @Column({ name: 'provider_call_id', type: 'text', nullable: true }) providerCallId: string | null;
  /** The dialer's call uuid, shared by its webhooks and call records. */
  @Column({ name: 'provider_call_key', type: 'text', nullable: true }) providerCallKey: string | null;
  /** The click-to-call request's ref_id. */
  @Column({ name: 'provider_ref', type: 'text', nullable: true }) providerRef: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
