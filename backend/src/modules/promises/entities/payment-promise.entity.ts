import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numeric } from '../../../database/column-transformers.js';
import { CustomerActivity } from '../../customers/entities/customer-activity.entity.js';

export const PROMISE_STATES = ['open', 'kept', 'kept_late', 'broken', 'cancelled'] as const;
export type PromiseState = (typeof PROMISE_STATES)[number];

/** A promise to pay, recorded by a PTP disposition: a date (the follow-up's day) and an optional amount. */
@Entity('promises')
export class PaymentPromise extends CustomerActivity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'feedback_id', type: 'integer', nullable: true })
  feedbackId: number | null;

  /** The business day the promise was made: payments from this day on count towards it. */
  @Column({ name: 'made_on', type: 'date' })
  madeOn: string;

  @Column({ name: 'promised_date', type: 'date' })
  promisedDate: string;

  @Column({ name: 'promised_amount', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numeric })
  promisedAmount: number | null;

  /** The customer's lead cycle, set from the customer by the promises_customer_keys trigger (PromiseGroupAndCounts). */
  @Column({ name: 'lead_cycle_id', type: 'integer', insert: false, update: false })
  leadCycleId: number;

  /** The customer's group, set from the customer by triggers (PromiseGroupAndCounts), also when customers are regrouped. */
  @Column({ name: 'group_id', type: 'integer', nullable: true, insert: false, update: false })
  groupId: number | null;

  /** Broken and its customer called again since (a feedback after decided_at): set by triggers, BrokenPromisesCalledAgain. */
  @Column({ name: 'called_again', type: 'boolean', insert: false, update: false })
  calledAgain: boolean;

  @Column({ type: 'text', default: 'open' })
  state: PromiseState;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The business day it was decided (or replaced): the dashboard counts a month's decisions by it (PromiseMonthCounts). */
  @Column({ name: 'decided_on', type: 'date', nullable: true })
  decidedOn: string | null;
}
