import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numeric } from '../../../database/column-transformers.js';
import { Customer } from './customer.entity.js';

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
