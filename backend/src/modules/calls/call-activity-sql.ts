import { wholeNumberKey, type ActivityEntrySql } from '../../common/activity/activity-entry-sql.js';

/** A call as Recent Activity lists it (its customers' index: IDX_calls_customer_agent_time). */
export const CALL_ACTIVITY: ActivityEntrySql = {
  kind: 'call',
  from: 'calls x',
  at: 'x.call_date_time',
  key: wholeNumberKey('x.id'),
  agent: 'x.agent_id',
  summary: `'Call ' || x.status`,
  shown: 'true',
};
