/** Customer rows for tests, one customer with every field filled; pass overrides for what a test is about. Only imported by *.test.ts(x). */
import type { CustomerDetail, CustomerSummary } from '../api/types';

/** A row of the customer list (POST /api/customers/all-customer). */
export function customerSummaryFixture(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    id: 42,
    loan_application_no: 'MV25000001',
    name: 'Asha Rao',
    gender: 'female',
    mobile: '9876543210',
    kyc_email: 'asha@example.in',
    state: 'Karnataka',
    status: 'overdue',
    lead_cycle_id: 1,
    lead_cycle_name: 'Overdue',
    group_id: null,
    group: null,
    loan_emi: 5000,
    total_outstanding: 250000,
    overdue_amount: 15000,
    current_month_due_date: '2025-01-05',
    last_connected_at: null,
    last_disposition_status: null,
    next_follow_up: null,
    do_not_contact: null,
    ...overrides,
  };
}

/** The same customer as the customer page loads it (GET /api/customers/{loan_application_no}), with the Send Links panel's links. */
export function customerDetailFixture(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...customerSummaryFixture(),
    alternate_phone: null,
    okyc_mobile: null,
    employer_name: 'Infosys',
    month: 1,
    year: 2025,
    client: 'MONEY_VIEW',
    loan_type: 'new',
    lending_partner: 'Axis Finance',
    loan_amount: 300000,
    loan_tenure: 12,
    overdue_emis: 3,
    disbursal_date: '2024-01-10',
    allocation_date: null,
    allocation_type: null,
    first_emi_date: null,
    nach_status: null,
    report_date: null,
    month_beginning_bucket: null,
    first_cohort_flag: null,
    stab_frwd: null,
    kyc_address_pin: null,
    principal_outstanding: 200000,
    overdue_penalties: 1500,
    last_paid_date: null,
    last_paid_mode: null,
    last_paid_amount: null,
    exclusion_flag: false,
    metadata: {
      payment_link: 'https://pay.example.in/l/pay-42',
      settlement_link: 'https://pay.example.in/l/settle-42',
      offer_link: 'https://pay.example.in/l/offer-42',
      emi_to_be_collected: '5,400',
      sett_waiver_amt: 50000,
      settlement_amount: '200000',
      offer_name: 'Festive waiver',
      offer_amount: 4500,
    },
    payments: [],
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
