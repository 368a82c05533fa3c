import { DO_NOT_CONTACT_CLEAR, DO_NOT_CONTACT_REASONS } from '@crm/shared';
import { CLIENTS, CUSTOMER_STATUSES, GENDERS, LOAN_TYPES } from '../customer-statuses.js';

export type ImportType = 'text' | 'phone' | 'email' | 'money' | 'integer' | 'date' | 'datetime' | 'boolean' | 'enum';

/**
 * One column of the customer CSV. This list is the only definition: it drives the row validator, the
 * Instructions tab (GET /api/customers/import/columns) and the sample file (GET /api/customers/import/sample-csv).
 * `target: 'column'` columns are customers' own columns (same name); `metadata` ones go into customers.metadata;
 * `mark` is the loan's do-not-contact mark (its own table, applied by the commit).
 */
export interface ImportColumn {
  name: string;
  type: ImportType;
  target: 'column' | 'metadata' | 'mark';
  required?: boolean;
  values?: readonly string[];
  /** Other headers that mean this column. */
  aliases?: readonly string[];
  /**
   * What a new customer gets when the cell is empty or the column is absent (a customer already in the lead cycle
   * keeps its own value). Columns without one are left empty.
   */
  default?: string;
  description: string;
  example: string;
}

const col = (name: string, type: ImportType, description: string, example: string, extra: Partial<ImportColumn> = {}): ImportColumn => ({
  name, type, target: 'column', description, example, ...extra,
});
const meta = (name: string, type: ImportType, description: string, example: string, extra: Partial<ImportColumn> = {}): ImportColumn => ({
  name, type, target: 'metadata', description, example, ...extra,
});
const address = (kind: 'current' | 'permanent' | 'work'): ImportColumn[] =>
  (['street', 'city', 'state', 'pin'] as const).map((part) =>
    meta(`${kind}_address_${part}`, 'text', `${kind[0].toUpperCase()}${kind.slice(1)} address: ${part}`, { street: '12, MG Road', city: 'Bengaluru', state: 'Karnataka', pin: '560001' }[part], {
      aliases: [`kyc_${kind}_address_${part}`],
    }),
  );

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  col('name', 'text', 'Customer name (at least 2 characters)', 'Asha Nair', { required: true }),
  col('mobile', 'phone', 'Mobile; +91, 0, spaces and dashes are removed', '9876543210', { required: true }),
  col('loan_application_no', 'text', 'Loan number; unique within a lead cycle (an existing one is updated)', 'MV2611000123', { required: true }),
  col('kyc_email', 'email', 'Email', 'asha.nair@example.in'),
  col('status', 'enum', 'Payment status', 'overdue', { values: CUSTOMER_STATUSES, default: 'overdue' }),
  col('client', 'enum', 'Lending client', 'MONEY_VIEW', { values: CLIENTS, default: 'MONEY_VIEW' }),
  col('gender', 'enum', 'Gender', 'female', { values: GENDERS }),
  col('loan_type', 'enum', 'Loan type', 'new', { values: LOAN_TYPES, default: 'new' }),
  col('loan_emi', 'money', 'Monthly instalment, INR', '5400'),
  col('loan_amount', 'money', 'Sanctioned amount, INR', '50000'),
  col('loan_tenure', 'integer', 'Tenure in months', '12'),
  col('state', 'text', 'State', 'Karnataka'),
  col('employer_name', 'text', 'Employer', 'Infosys'),
  col('overdue_emis', 'integer', 'Instalments overdue', '2'),
  col('kyc_address_pin', 'text', 'KYC address PIN code', '560001'),
  col('lending_partner', 'text', 'Lending partner', 'Axis Finance'),
  col('disbursal_date', 'date', 'Disbursal date', '2025-08-14'),
  col('principal_outstanding', 'money', 'Principal outstanding, INR', '32000'),
  col('total_outstanding', 'money', 'Total outstanding, INR', '43800'),
  col('overdue_amount', 'money', 'Overdue amount, INR', '10800'),
  col('overdue_penalties', 'money', 'Overdue penalties, INR', '1000'),
  col('last_paid_date', 'date', 'Date of the last payment', '2026-09-05'),
  col('last_paid_mode', 'text', 'How the last payment was made', 'UPI'),
  col('last_paid_amount', 'money', 'Last payment, INR', '5400'),
  col('alternate_phone', 'phone', 'Alternate mobile', '9123456780'),
  col('first_cohort_flag', 'boolean', 'First cohort (true/false)', 'false'),
  col('stab_frwd', 'text', 'Stab forward', 'N'),
  col('okyc_mobile', 'phone', 'Mobile from offline KYC', '9876543210'),
  col('first_emi_date', 'date', 'First instalment date', '2025-09-05'),
  col('nach_status', 'text', 'NACH mandate status', 'Active'),
  col('report_date', 'date', 'Report date', '2026-11-01'),
  col('allocation_date', 'date', 'Allocation date', '2026-11-01'),
  col('allocation_type', 'text', 'Allocation type', 'Fresh'),
  col('current_month_due_date', 'date', 'Due date this month', '2026-11-05'),
  col('month_beginning_bucket', 'text', 'Bucket at the start of the month', '1-30'),
  col('last_disposition_status', 'text', 'Last disposition code', 'PTP'),
  col('next_follow_up', 'datetime', 'Next follow-up (date, or date and time)', '2026-11-25T10:30:00+05:30'),
  col('exclusion_flag', 'boolean', 'Excluded from calling (true/false)', 'false', { default: 'false' }),
  {
    name: 'do_not_contact',
    type: 'enum',
    target: 'mark',
    values: [...DO_NOT_CONTACT_REASONS, DO_NOT_CONTACT_CLEAR],
    description: `Do not contact: a reason (${DO_NOT_CONTACT_REASONS.join(', ')}) marks the loan until an admin clears it, ${DO_NOT_CONTACT_CLEAR} clears its mark, empty leaves it as it is`,
    example: '',
  },
  col('month', 'integer', 'Allocation month (1-12)', '11'),
  col('year', 'integer', 'Allocation year', '2026'),
  meta('language', 'text', 'Preferred language', 'Hindi'),
  meta('dpd_string_last_6m', 'text', 'Days past due, last 6 months, oldest first, separated by ;', '0;30;0;60;30;0'),
  meta('paid_string_last_6m', 'text', 'Amount paid, last 6 months, oldest first, separated by ;', '5400;0;5400;0;0;5400'),
  meta('emi_to_be_collected', 'money', 'EMI to be collected, INR', '10800'),
  meta('total_emi_paid', 'integer', 'Instalments paid so far', '6'),
  ...address('current'),
  ...address('permanent'),
  ...address('work'),
  meta('disbursed_loan', 'money', 'Disbursed amount, INR', '48500'),
  meta('pan_no', 'text', 'PAN', 'ABCPN1234K'),
  meta('date_of_birth', 'date', 'Date of birth', '1990-04-12'),
  meta('penalties', 'money', 'Penalties, INR', '500'),
  meta('dq_string', 'text', 'Delinquency string', 'XXX012'),
  meta('landmark', 'text', 'Landmark', 'Near Metro Station'),
  meta('PEAK', 'text', 'Peak bucket', '2'),
  meta('payment_link', 'text', 'Payment link', 'https://pay.example.in/l/123'),
  meta('settlement_link', 'text', 'Settlement link', 'https://pay.example.in/s/123'),
  meta('foreclosure_link', 'text', 'Foreclosure link', 'https://pay.example.in/f/123'),
  meta('offer_link', 'text', 'Offer link', 'https://pay.example.in/o/123'),
  meta('sett_waiver_amt', 'money', 'Settlement waiver, INR', '3000'),
  meta('settlement_amount', 'money', 'Settlement amount, INR', '40000'),
  meta('offer_name', 'text', 'Offer name', 'Diwali waiver'),
  meta('offer_amount', 'money', 'Offer amount, INR', '38000'),
  meta('loan_category', 'text', 'Loan category', 'Personal'),
  meta('cohort_details', 'text', 'Cohort details', '2025-Q3'),
  meta('product_type', 'text', 'Product type', 'PL'),
  meta('cluster', 'text', 'Cluster', 'South'),
  meta('employment_type', 'text', 'Employment type', 'Salaried'),
  meta('monthly_income', 'money', 'Monthly income, INR', '45000'),
  meta('bank_name', 'text', 'Bank', 'HDFC Bank'),
  meta('last_4digits_of_bank_account', 'text', 'Last 4 digits of the bank account', '4321'),
  meta('ROI', 'text', 'Rate of interest', '24%'),
  meta('proc_fee', 'money', 'Processing fee, INR', '1500'),
  meta('pre_emi', 'money', 'Pre-EMI, INR', '800'),
  meta('last_nach_fired_date', 'date', 'Last NACH presentation', '2026-11-05'),
  meta('last_nach_bounce_reason', 'text', 'Last NACH bounce reason', 'Insufficient funds'),
  meta('overdue_principal', 'money', 'Overdue principal, INR', '8000'),
  meta('overdue_interest', 'money', 'Overdue interest, INR', '2800'),
  ...[1, 2, 3, 4, 5].map((n) => meta(`reference_alternate_${n}`, 'phone', `Alternate reference number ${n}`, `98${n}0000001`)),
  meta('reference_numbers', 'text', 'Other reference numbers', '9800000001;9800000002'),
];

/** How a header is compared: case, spaces, dashes and a BOM do not matter. */
export function normalizeHeader(header: string): string {
  return header.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s-]+/g, '_');
}

const BY_HEADER = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) => [column.name, ...(column.aliases ?? [])].map((header) => [normalizeHeader(header), column] as const)),
);

export function columnForHeader(header: string): ImportColumn | undefined {
  return BY_HEADER.get(normalizeHeader(header));
}

export const REQUIRED_COLUMNS = IMPORT_COLUMNS.filter((column) => column.required);

/**
 * The columns the failed-rows file adds around the file's own: the row's number in the uploaded file and its errors.
 * An upload ignores them, so a failed-rows file imports as it is once its bad cells are fixed.
 */
export const FAILED_ROW_NUMBER_COLUMN = 'row_number';
export const FAILED_ROW_ERRORS_COLUMN = 'errors';
export const FAILED_ROWS_ONLY_COLUMNS: readonly string[] = [FAILED_ROW_NUMBER_COLUMN, FAILED_ROW_ERRORS_COLUMN];
