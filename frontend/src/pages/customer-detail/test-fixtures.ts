/** Test data and helpers for the customer page's panels. Only imported by *.test.ts(x). */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { CustomerDetail, LiveCall, MessageResponse } from '../../api/types';

export function customerFixture(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    id: 42,
    loan_application_no: 'MV25000001',
    name: 'Asha Rao',
    gender: 'female',
    mobile: '9876543210',
    kyc_email: null,
    state: 'Karnataka',
    status: 'overdue',
    lead_cycle_id: 1,
    lead_cycle_name: 'Overdue',
    group_id: null,
    group: null,
    loan_emi: 5000,
    total_outstanding: 250000,
    overdue_amount: 15000,
    current_month_due_date: null,
    last_connected_at: null,
    last_disposition_status: null,
    next_follow_up: null,
    alternate_phone: null,
    okyc_mobile: null,
    employer_name: null,
    month: 1,
    year: 2025,
    client: 'MONEY_VIEW',
    loan_type: 'new',
    lending_partner: null,
    loan_amount: 300000,
    loan_tenure: 12,
    overdue_emis: 3,
    disbursal_date: null,
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
    overdue_penalties: null,
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

export function messageFixture(overrides: Partial<MessageResponse> = {}): MessageResponse {
  return {
    id: '7b0f6a55-0000-4000-8000-000000000001',
    customer_id: 42,
    kind: 'payment',
    to_number: '9876543210',
    template: 'payment_link',
    link: 'https://pay.example.in/l/pay-42',
    params: [['customer_name', 'Asha Rao']],
    status: 'queued',
    provider_message_id: null,
    error: null,
    status_history: [{ status: 'queued', at: new Date().toISOString() }],
    sent_by: 'Priya Sharma',
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function liveCallFixture(overrides: Partial<LiveCall> = {}): LiveCall {
  return {
    id: 501,
    customer_id: 42,
    phone_number: '9876543210',
    status: 'initiated',
    state: 'initiated',
    call_date_time: new Date().toISOString(),
    answered_at: null,
    ended_at: null,
    duration: 0,
    has_recording: false,
    ...overrides,
  };
}

/** Fake timers for polling and timers; Date too, so a call's running time can be checked. */
export const FAKE_TIMERS = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] } as Parameters<typeof vi.useFakeTimers>[0];

/** Lets fake time pass, then lets what it caused arrive (fetch answers, React Query's notifications, renders). */
export async function advanceTime(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // Zero-delay timers set while time advances (React Query's notifications) are due 1 ms later.
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(1));
}
