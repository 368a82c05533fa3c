import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableRef } from '../../../common/http/nullable-ref.js';
import { CUSTOMER_STATUSES, GENDERS, LOAN_TYPES, type Customer } from '../entities/customer.entity.js';
import { PAYMENT_SOURCES, type PaymentSource } from '../../../common/payments/payment-sources.js';
import { markJsonSql } from '../do-not-contact-sql.js';
import { DoNotContactDto } from './do-not-contact.dto.js';

class NamedRefDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

@ApiExtraModels(NamedRefDto)
class PaymentDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date' }) paid_date: string;
  @ApiProperty() total_paid_amount: number;
  @ApiProperty({ enum: PAYMENT_SOURCES, description: "How it was recorded: the loan's history, an import, the API, or an admin on screen" })
  source: PaymentSource;
  @ApiProperty({ type: String, nullable: true, description: "The payer's reference (API and screen payments)" }) reference: string | null;
  @ApiProperty({ ...nullableRef(NamedRefDto), description: 'Who recorded it (for an import, who made it); null for the history or a deleted user' })
  recorded_by: NamedRefDto | null;
}

const num = { type: Number, nullable: true } as const;
const str = { type: String, nullable: true } as const;
const day = { type: String, format: 'date', nullable: true } as const;
const instant = { type: String, format: 'date-time', nullable: true } as const;

/** A customer (one loan in one lead cycle) as lists show it. */
@ApiExtraModels(NamedRefDto, DoNotContactDto)
export class CustomerSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() loan_application_no: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: GENDERS, nullable: true }) gender: string | null;
  @ApiProperty({ description: '10 digits' }) mobile: string;
  @ApiProperty(str) kyc_email: string | null;
  @ApiProperty(str) state: string | null;
  @ApiProperty({ enum: CUSTOMER_STATUSES }) status: string;
  @ApiProperty() lead_cycle_id: number;
  @ApiProperty() lead_cycle_name: string;
  @ApiProperty({ type: Number, nullable: true }) group_id: number | null;
  @ApiProperty(nullableRef(NamedRefDto)) group: NamedRefDto | null;
  @ApiProperty(num) loan_emi: number | null;
  @ApiProperty(num) total_outstanding: number | null;
  @ApiProperty(num) overdue_amount: number | null;
  @ApiProperty(day) current_month_due_date: string | null;
  @ApiProperty(instant) last_connected_at: Date | null;
  @ApiProperty(str) last_disposition_status: string | null;
  @ApiProperty(instant) next_follow_up: Date | null;
  @ApiProperty({ ...nullableRef(DoNotContactDto), description: "The loan's do-not-contact mark while it holds; null when none, or past its last day" })
  do_not_contact: DoNotContactDto | null;
}

/** Everything about a customer, for the detail page. */
export class CustomerDetailDto extends CustomerSummaryDto {
  @ApiProperty(str) alternate_phone: string | null;
  @ApiProperty(str) okyc_mobile: string | null;
  @ApiProperty(str) employer_name: string | null;
  @ApiProperty(num) month: number | null;
  @ApiProperty(num) year: number | null;
  @ApiProperty() client: string;
  @ApiProperty({ enum: LOAN_TYPES }) loan_type: string;
  @ApiProperty(str) lending_partner: string | null;
  @ApiProperty(num) loan_amount: number | null;
  @ApiProperty(num) loan_tenure: number | null;
  @ApiProperty(num) overdue_emis: number | null;
  @ApiProperty(day) disbursal_date: string | null;
  @ApiProperty(day) allocation_date: string | null;
  @ApiProperty(str) allocation_type: string | null;
  @ApiProperty(day) first_emi_date: string | null;
  @ApiProperty(str) nach_status: string | null;
  @ApiProperty(day) report_date: string | null;
  @ApiProperty(str) month_beginning_bucket: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) first_cohort_flag: boolean | null;
  @ApiProperty(str) stab_frwd: string | null;
  @ApiProperty(str) kyc_address_pin: string | null;
  @ApiProperty(num) principal_outstanding: number | null;
  @ApiProperty(num) overdue_penalties: number | null;
  @ApiProperty(day) last_paid_date: string | null;
  @ApiProperty(str) last_paid_mode: string | null;
  @ApiProperty(num) last_paid_amount: number | null;
  @ApiProperty() exclusion_flag: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Listed extra fields of spec §3 and any others' })
  metadata: Record<string, unknown>;
  @ApiProperty({ type: [PaymentDto] }) payments: PaymentDto[];
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty({ format: 'date-time' }) updated_at: Date;
}

/**
 * The list's SELECT: the CustomerSummaryDto fields straight from SQL (aliases customer, grp, cycle), so the hot
 * list path needs no entity hydration. Keep in step with toCustomerSummary below. Parameter: `markedOn`, today's
 * business date (whether a do-not-contact mark still holds).
 */
export const CUSTOMER_SUMMARY_COLUMNS = [
  'customer.id AS id',
  'customer.loan_application_no AS loan_application_no',
  'customer.name AS name',
  'customer.gender AS gender',
  'customer.mobile AS mobile',
  'customer.kyc_email AS kyc_email',
  'customer.state AS state',
  'customer.status AS status',
  'customer.lead_cycle_id AS lead_cycle_id',
  'cycle.name AS lead_cycle_name',
  'customer.group_id AS group_id',
  `CASE WHEN grp.id IS NULL THEN NULL ELSE json_build_object('id', grp.id, 'name', grp.name) END AS "group"`,
  'customer.loan_emi::float8 AS loan_emi',
  'customer.total_outstanding::float8 AS total_outstanding',
  'customer.overdue_amount::float8 AS overdue_amount',
  `to_char(customer.current_month_due_date, 'YYYY-MM-DD') AS current_month_due_date`,
  'customer.last_connected_at AS last_connected_at',
  'customer.last_disposition_status AS last_disposition_status',
  'customer.next_follow_up AS next_follow_up',
  `${markJsonSql('customer', ':markedOn')} AS do_not_contact`,
];

export function toCustomerSummary(c: Customer, doNotContact: DoNotContactDto | null): CustomerSummaryDto {
  return {
    id: c.id,
    loan_application_no: c.loanApplicationNo,
    name: c.name,
    gender: c.gender,
    mobile: c.mobile,
    kyc_email: c.kycEmail,
    state: c.state,
    status: c.status,
    lead_cycle_id: c.leadCycleId,
    lead_cycle_name: c.leadCycle?.name,
    group_id: c.groupId,
    group: c.group ? { id: c.group.id, name: c.group.name } : null,
    loan_emi: c.loanEmi,
    total_outstanding: c.totalOutstanding,
    overdue_amount: c.overdueAmount,
    current_month_due_date: c.currentMonthDueDate,
    last_connected_at: c.lastConnectedAt,
    last_disposition_status: c.lastDispositionStatus,
    next_follow_up: c.nextFollowUp,
    do_not_contact: doNotContact,
  };
}

export function toCustomerDetail(c: Customer, doNotContact: DoNotContactDto | null): CustomerDetailDto {
  return {
    ...toCustomerSummary(c, doNotContact),
    alternate_phone: c.alternatePhone,
    okyc_mobile: c.okycMobile,
    employer_name: c.employerName,
    month: c.month,
    year: c.year,
    client: c.client,
    loan_type: c.loanType,
    lending_partner: c.lendingPartner,
    loan_amount: c.loanAmount,
    loan_tenure: c.loanTenure,
    overdue_emis: c.overdueEmis,
    disbursal_date: c.disbursalDate,
    allocation_date: c.allocationDate,
    allocation_type: c.allocationType,
    first_emi_date: c.firstEmiDate,
    nach_status: c.nachStatus,
    report_date: c.reportDate,
    month_beginning_bucket: c.monthBeginningBucket,
    first_cohort_flag: c.firstCohortFlag,
    stab_frwd: c.stabFrwd,
    kyc_address_pin: c.kycAddressPin,
    principal_outstanding: c.principalOutstanding,
    overdue_penalties: c.overduePenalties,
    last_paid_date: c.lastPaidDate,
    last_paid_mode: c.lastPaidMode,
    last_paid_amount: c.lastPaidAmount,
    exclusion_flag: c.exclusionFlag,
    metadata: c.metadata,
    payments: (c.payments ?? [])
      .slice()
      .sort((a, b) => b.paidDate.localeCompare(a.paidDate))
      .map((p) => ({
        id: p.id, paid_date: p.paidDate, total_paid_amount: p.totalPaidAmount, source: p.source, reference: p.reference,
        recorded_by: p.recorder ? { id: p.recorder.id, name: p.recorder.name } : null,
      })),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}
