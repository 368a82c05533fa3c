import type { ActivityEntrySql } from '../../common/activity/activity-entry-sql.js';

/** A message as Recent Activity lists it (its customers' index: IDX_messages_customer_time); ids are uuids. */
export const MESSAGE_ACTIVITY: ActivityEntrySql = {
  kind: 'message',
  from: 'messages x',
  at: 'x.created_at',
  key: 'x.id::text',
  agent: 'x.agent_id',
  summary: `'Sent ' || x.kind || ' link (' || x.status || ')'`,
  shown: 'true',
};
