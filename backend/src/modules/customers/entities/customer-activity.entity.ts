import { Column, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Customer } from './customer.entity.js';

/**
 * Columns shared by everything an agent does about a customer (calls, feedback, messages): the customer (rows go
 * with it) and the agent (kept as null when the user is deleted).
 */
export abstract class CustomerActivity {
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
}
