import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { numeric } from '../../../database/column-transformers.js';
import { Group } from '../../groups/entities/group.entity.js';
import { LeadCycle } from '../../lead-cycles/entities/lead-cycle.entity.js';
import { Payment } from '../../promises/entities/payment.entity.js';
import { CLIENTS, CUSTOMER_STATUSES, GENDERS, LOAN_TYPES, type Client, type CustomerStatus, type Gender, type LoanType } from '../customer-statuses.js';

export { CLIENTS, CUSTOMER_STATUSES, GENDERS, LOAN_TYPES, type Client, type CustomerStatus, type Gender };

const money = { type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numeric } as const;
const text = { type: 'text', nullable: true } as const;
const date = { type: 'date', nullable: true } as const;

/**
 * One loan account in one lead cycle (the same loan may recur in later cycles). Search and filter indexes that
 * TypeORM cannot express (trigram, lower(), partial) are created by the migration and marked synchronize: false.
 */
@Entity('customers')
@Unique('UQ_customers_cycle_loan', ['leadCycleId', 'loanApplicationNo'])
@Check('CHK_customers_status', `"status" IN ('overdue', 'partially_paid', 'paid')`)
@Check('CHK_customers_gender', `"gender" IS NULL OR "gender" IN ('female', 'male', 'others')`)
@Check('CHK_customers_loan_type', `"loan_type" IN ('new', 'repeat', 'toup')`)
@Check('CHK_customers_client', `"client" IN ('MONEY_VIEW', 'product')`)
@Index('IDX_customers_group', ['groupId', 'id'])
@Index('IDX_customers_loan_no', ['loanApplicationNo'])
@Index('IDX_customers_status', ['status', 'id'])
@Index('IDX_customers_next_follow_up', { synchronize: false })
@Index('IDX_customers_status_follow_up', { synchronize: false })
@Index('IDX_customers_last_connected_at', { synchronize: false })
@Index('IDX_customers_last_disposition', ['lastDispositionStatus'])
@Index('IDX_customers_name_prefix', { synchronize: false })
@Index('IDX_customers_surname_prefix', { synchronize: false })
@Index('IDX_customers_mobile_prefix', { synchronize: false })
@Index('IDX_customers_loan_no_prefix', { synchronize: false })
@Index('IDX_customers_email_prefix', { synchronize: false })
export class Customer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'lead_cycle_id', type: 'integer' })
  leadCycleId: number;

  @ManyToOne(() => LeadCycle, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'lead_cycle_id' })
  leadCycle: Relation<LeadCycle>;

  @Column({ name: 'group_id', type: 'integer', nullable: true })
  groupId: number | null;

  @ManyToOne(() => Group, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'group_id' })
  group: Relation<Group> | null;

  @OneToMany(() => Payment, (payment) => payment.customer)
  payments: Relation<Payment[]>;

  @Column({ name: 'loan_application_no', type: 'text' }) loanApplicationNo: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) gender: Gender | null;
  /** 10 digits, normalised (no +91 / 0 prefix). */
  @Column({ type: 'text' }) mobile: string;
  @Column({ name: 'alternate_phone', ...text }) alternatePhone: string | null;
  @Column({ name: 'kyc_email', ...text }) kycEmail: string | null;
  @Column({ name: 'okyc_mobile', ...text }) okycMobile: string | null;
  @Column({ name: 'employer_name', ...text }) employerName: string | null;
  @Column({ ...text }) state: string | null;
  @Column({ type: 'smallint', nullable: true }) month: number | null;
  @Column({ type: 'smallint', nullable: true }) year: number | null;
  @Column({ type: 'text', default: 'MONEY_VIEW' }) client: Client;

  @Column({ name: 'loan_type', type: 'text', default: 'new' }) loanType: LoanType;
  @Column({ name: 'lending_partner', ...text }) lendingPartner: string | null;
  @Column({ name: 'loan_amount', ...money }) loanAmount: number | null;
  @Column({ name: 'loan_tenure', type: 'integer', nullable: true }) loanTenure: number | null;
  @Column({ name: 'loan_emi', ...money }) loanEmi: number | null;
  @Column({ name: 'overdue_emis', type: 'integer', nullable: true }) overdueEmis: number | null;
  @Column({ name: 'disbursal_date', ...date }) disbursalDate: string | null;
  @Column({ name: 'allocation_date', ...date }) allocationDate: string | null;
  @Column({ name: 'allocation_type', ...text }) allocationType: string | null;
  @Column({ name: 'first_emi_date', ...date }) firstEmiDate: string | null;
  @Column({ name: 'nach_status', ...text }) nachStatus: string | null;
  @Column({ name: 'report_date', ...date }) reportDate: string | null;
  @Column({ name: 'month_beginning_bucket', ...text }) monthBeginningBucket: string | null;
  @Column({ name: 'first_cohort_flag', type: 'boolean', nullable: true }) firstCohortFlag: boolean | null;
  @Column({ name: 'stab_frwd', ...text }) stabFrwd: string | null;
  @Column({ name: 'kyc_address_pin', ...text }) kycAddressPin: string | null;

  @Column({ name: 'principal_outstanding', ...money }) principalOutstanding: number | null;
  @Column({ name: 'total_outstanding', ...money }) totalOutstanding: number | null;
  @Column({ name: 'overdue_amount', ...money }) overdueAmount: number | null;
  @Column({ name: 'overdue_penalties', ...money }) overduePenalties: number | null;
  @Column({ name: 'current_month_due_date', ...date }) currentMonthDueDate: string | null;
  @Column({ name: 'last_paid_date', ...date }) lastPaidDate: string | null;
  @Column({ name: 'last_paid_mode', ...text }) lastPaidMode: string | null;
  @Column({ name: 'last_paid_amount', ...money }) lastPaidAmount: number | null;
  @Column({ type: 'text', default: 'overdue' }) status: CustomerStatus;
  @Column({ name: 'exclusion_flag', type: 'boolean', default: false }) exclusionFlag: boolean;

  @Column({ name: 'last_connected_at', type: 'timestamptz', nullable: true }) lastConnectedAt: Date | null;
  @Column({ name: 'last_disposition_status', ...text }) lastDispositionStatus: string | null;
  @Column({ name: 'next_follow_up', type: 'timestamptz', nullable: true }) nextFollowUp: Date | null;

  /** The listed extra keys of spec §3 (addresses, dpd/paid strings, links, references...) and any others. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) metadata: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
