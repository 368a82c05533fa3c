import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numeric } from '../../../database/column-transformers.js';
import { Customer } from '../../customers/entities/customer.entity.js';
import { User } from '../../users/entities/user.entity.js';

export const PROMISE_STATES = ['open', 'kept', 'kept_late', 'broken', 'cancelled'] as const;
export type PromiseState = (typeof PROMISE_STATES)[number];

/** A promise to pay, recorded by a PTP disposition: a date (the follow-up's day) and an optional amount. */
@Entity('promises')
export class PaymentPromise {
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

  @Column({ name: 'feedback_id', type: 'integer', nullable: true })
  feedbackId: number | null;

  /** The business day the promise was made: payments from this day on count towards it. */
  @Column({ name: 'made_on', type: 'date' })
  madeOn: string;

  @Column({ name: 'promised_date', type: 'date' })
  promisedDate: string;

  @Column({ name: 'promised_amount', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numeric })
  promisedAmount: number | null;

  @Column({ type: 'text', default: 'open' })
  state: PromiseState;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
