import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { CallOutcome } from '../dialer.port.js';

/** The simulated provider's agent roster (Smartflo users with an agent). */
@Entity('sim_agents')
export class SimAgent {
  /** Smartflo-style agent id, e.g. 0500000000007. */
  @PrimaryColumn({ name: 'agent_id', type: 'text' }) agentId: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'text' }) name: string;
  @Column({ name: 'login_id', type: 'text' }) loginId: string;
  @Column({ type: 'text' }) phone: string;
  @Column({ type: 'text' }) extension: string;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
}

/** One webhook the simulated provider will deliver: the Smartflo body and when. */
export interface SimCallStep {
  at: string;
  body: Record<string, string>;
  /** Talk seconds of the recording to write when this step goes out (end of an answered call). */
  recordSeconds?: number;
}

/** A call placed on the simulated provider, with the events it still has to send. */
@Entity('sim_calls')
@Index('IDX_sim_calls_next', ['nextAt'])
@Index('IDX_sim_calls_attempt', ['attemptId'])
@Index('IDX_sim_calls_end', ['endAt'])
export class SimCall {
  @PrimaryColumn({ type: 'text' }) uuid: string;
  @Column({ name: 'call_id', type: 'text' }) callId: string;
  @Column({ name: 'ref_id', type: 'text' }) refId: string;
  @Column({ name: 'attempt_id', type: 'text' }) attemptId: string;
  @Column({ name: 'agent_id', type: 'text' }) agentId: string;
  @Column({ name: 'customer_number', type: 'text' }) customerNumber: string;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt: Date;
  /** When the customer picks up (null: never). */
  @Column({ name: 'answer_at', type: 'timestamptz', nullable: true }) answerAt: Date | null;
  @Column({ name: 'end_at', type: 'timestamptz' }) endAt: Date;
  @Column({ type: 'text' }) outcome: CallOutcome;
  @Column({ name: 'talk_seconds', type: 'integer', default: 0 }) talkSeconds: number;
  @Column({ name: 'hangup_cause', type: 'text' }) hangupCause: string;
  @Column({ name: 'recording_url', type: 'text', nullable: true }) recordingUrl: string | null;
  @Column({ type: 'jsonb' }) plan: SimCallStep[];
  @Column({ name: 'next_at', type: 'timestamptz', nullable: true }) nextAt: Date | null;
}

@Entity('sim_disposition_lists')
export class SimDispositionList {
  @PrimaryGeneratedColumn({ type: 'integer' }) id: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'boolean' }) enabled: boolean;
}

@Entity('sim_disposition_statuses')
@Index('IDX_sim_disposition_statuses_list', ['listId'])
export class SimDispositionStatus {
  @PrimaryGeneratedColumn({ type: 'integer' }) id: number;
  @Column({ name: 'list_id', type: 'integer' }) listId: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) code: string;
}

@Entity('sim_lead_lists')
export class SimLeadList {
  @PrimaryGeneratedColumn({ type: 'integer' }) id: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity('sim_leads')
@Index('IDX_sim_leads_list_phone', ['listId', 'phone'])
export class SimLead {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'list_id', type: 'integer' }) listId: number;
  @Column({ type: 'text' }) phone: string;
  @Column({ type: 'jsonb' }) fields: Record<string, string>;
}
