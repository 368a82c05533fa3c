import { wholeNumberKey, type ActivityEntrySql } from '../../common/activity/activity-entry-sql.js';

/** A feedback item as Recent Activity lists it (its customers' index: IDX_feedback_customer_time). */
export const FEEDBACK_ACTIVITY: ActivityEntrySql = {
  kind: 'feedback',
  from: 'feedback x',
  at: 'x.created_at',
  key: wholeNumberKey('x.id'),
  agent: 'x.agent_id',
  summary: `x.disposition_name || coalesce(': ' || left(x.disposition_note, 120), '')`,
  shown: 'true',
};
