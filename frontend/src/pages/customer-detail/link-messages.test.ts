import { describe, expect, it } from 'vitest';
import { customerDetailFixture } from '../../test/customer-fixtures';
import { amountOf, failedTitle, linkActionsFor, queuedTitle, sentTitle } from './link-messages';
import { SETTLEMENT_BODY } from './test-fixtures';

describe('link messages', () => {
  it('offers the four links in order, unavailable when the link is not in the customer data', () => {
    const actions = linkActionsFor(customerDetailFixture({ metadata: { payment_link: 'https://pay.example.in/l/1', offer_link: 'pay.example.in/no-scheme' } }));
    expect(actions.map((a) => a.label)).toEqual(['Payment link', 'Settlement link', 'Foreclosure link', 'Offer link']);
    expect(actions[0].unavailable).toBeUndefined();
    expect(actions[1].unavailable).toBe("The settlement link is not in the customer's data");
    expect(actions[2].unavailable).toBe("The foreclosure link is not in the customer's data");
    expect(actions[3].unavailable).toBe("The offer link in the customer's data is not a web address");
  });

  it('builds each request from the customer: link, normalised number, amounts', () => {
    const [payment, settlement, , offer] = linkActionsFor(customerDetailFixture());
    expect(payment.request({ toNumber: '+91 98765 43210' })).toEqual({
      kind: 'payment',
      path: '/customers/send-message',
      body: { customer_id: 42, toNumber: '9876543210', customer_name: 'Asha Rao', payment_link: 'https://pay.example.in/l/pay-42', emi_amount: 5400 },
    });
    expect(payment.details).toEqual([{ label: 'Amount due', value: '₹5,400' }]);
    expect(settlement.request({ number_slot: 'mobile' })).toEqual({
      kind: 'settlement',
      path: '/customers/send-settlement',
      body: SETTLEMENT_BODY,
    });
    expect(settlement.details.map((d) => `${d.label}: ${d.value}`)).toEqual(['Total outstanding: ₹2,50,000', 'Waiver: ₹50,000', 'Settlement amount: ₹2,00,000']);
    expect(offer.request({ toNumber: '7000000001' }).body).toEqual({
      customer_id: 42,
      toNumber: '7000000001',
      customer_name: 'Asha Rao',
      payment_link: 'https://pay.example.in/l/offer-42',
      loan_emi: 5000,
      offer_name: 'Festive waiver',
      offer_amount: 4500,
    });
  });

  it('falls back to the loan EMI and leaves out amounts the customer does not have', () => {
    const [payment, settlement] = linkActionsFor(customerDetailFixture({ metadata: { payment_link: 'https://p.in/1', settlement_link: 'https://p.in/2' }, total_outstanding: null }));
    expect(payment.request({ number_slot: 'mobile' }).body).toMatchObject({ emi_amount: 5000 });
    expect(settlement.request({ number_slot: 'mobile' }).body).not.toHaveProperty('total_outstanding');
    expect(settlement.details).toEqual([]);
  });

  it('reads amounts written as text, and nothing else', () => {
    expect(amountOf('5,400')).toBe(5400);
    expect(amountOf('₹ 1,20,000')).toBe(120000);
    expect(amountOf(12.5)).toBe(12.5);
    expect(amountOf('')).toBeUndefined();
    expect(amountOf('n/a')).toBeUndefined();
    expect(amountOf(-1)).toBeUndefined();
    expect(amountOf(null)).toBeUndefined();
  });

  it('words the toasts as spec §8', () => {
    expect(sentTitle('payment')).toBe('Payment link message sent successfully');
    expect(sentTitle('reference')).toBe('Reference link message sent successfully');
    expect(queuedTitle('payment')).toBe('Payment link message queued');
    expect(failedTitle(false)).toBe('Failed to send message');
    expect(failedTitle(true)).toBe('Failed to send custom link message');
  });
});
