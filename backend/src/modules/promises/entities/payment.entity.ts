import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numeric } from '../../../database/column-transformers.js';
import { Customer } from '../../customers/entities/customer.entity.js';
import { User } from '../../users/entities/user.entity.js';
import type { PaymentSource } from '../../../common/payments/payment-sources.js';

@Entity('payments')
@Index('IDX_payments_customer_date', ['customerId', 'paidDate'])
export class Payment {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'customer_id', type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, (customer) => customer.payments, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer>;

  @Column({ name: 'paid_date', type: 'date' })
  paidDate: string;

  @Column({ name: 'total_paid_amount', type: 'numeric', precision: 14, scale: 2, transformer: numeric })
  totalPaidAmount: number;

  @Column({ type: 'text', default: 'history' })
  source: PaymentSource;

  /** The payer's reference (API payments): unique, so the same payment posted twice is recorded once. */
  @Column({ type: 'text', nullable: true, unique: true })
  reference: string | null;

  /** Who recorded it: the admin (API, screen) or whoever committed the import; null for the demo's history. */
  @Column({ name: 'recorded_by', type: 'integer', nullable: true })
  recordedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'recorded_by' })
  recorder?: Relation<User> | null;

  @Column({ name: 'import_id', type: 'uuid', nullable: true })
  importId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
