/** Test data and helpers for the customer page's panels (the customer: src/test/customer-fixtures). Only imported by *.test.ts(x). */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { LiveCall, MessageResponse } from '../../api/types';

/** What the settlement link posts for customerDetailFixture() sent to the customer's own mobile (by its slot). */
export const SETTLEMENT_BODY = {
  customer_id: 42,
  number_slot: 'mobile',
  customer_name: 'Asha Rao',
  payment_link: 'https://pay.example.in/l/settle-42',
  total_outstanding: 250000,
  sett_waiver_amt: 50000,
  settlement_amount: 200000,
};

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
