import { describe, expect, it } from 'vitest';
import { LINK_KINDS, amountOf, storedLink } from './link-kinds.js';

const customer = { loanEmi: '5,400', totalOutstanding: null, metadata: { emi_to_be_collected: ' ', total_outstanding: '₹ 1,20,000', offer_name: 'Diwali', payment_link: ' https://pay.example/1 ' } };
const values = (kind: keyof typeof LINK_KINDS) => LINK_KINDS[kind].values.map(({ field, value }) => [field, value(customer)]);

describe('link kinds', () => {
  it("take each message's values from the customer's record, falling back as the server does", () => {
    expect(values('payment')).toEqual([['emi_amount', 5400]]);
    expect(values('settlement')).toEqual([['total_outstanding', 120000], ['sett_waiver_amt', undefined], ['settlement_amount', undefined]]);
    expect(values('offer')).toEqual([['loan_emi', 5400], ['offer_name', 'Diwali'], ['offer_amount', undefined]]);
    expect(storedLink(customer, 'payment')).toBe('https://pay.example/1');
    expect(storedLink(customer, 'offer')).toBeUndefined();
  });

  it('read amounts written with commas and the rupee sign; blank, negative or text is none', () => {
    expect(amountOf('₹ 1,20,000')).toBe(120000);
    expect([amountOf(''), amountOf(-1), amountOf('n/a')]).toEqual([undefined, undefined, undefined]);
  });
});
