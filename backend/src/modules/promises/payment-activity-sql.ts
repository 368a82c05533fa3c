import { wholeNumberKey, type ActivityEntrySql } from '../../common/activity/activity-entry-sql.js';
import { paymentSourceWordsSql } from '../../common/payments/payment-sources.js';

/** A payment as Recent Activity lists it; the demo history's payments are never shown (IDX_payments_activity_time leaves them out). */
export const PAYMENT_ACTIVITY: ActivityEntrySql = {
  kind: 'payment',
  from: 'payments x',
  at: 'x.created_at',
  key: wholeNumberKey('x.id'),
  agent: 'x.recorded_by',
  summary: `'Payment of ₹' || to_char(x.total_paid_amount, 'FM99,99,99,99,999') || ' ' || ${paymentSourceWordsSql('x.source')}`,
  shown: `x.source <> 'history'`,
};
