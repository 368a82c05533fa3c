import type { INestApplication, Logger } from '@nestjs/common';
import { DialerSyncService } from '../../modules/telephony/dialer-sync.service.js';
import { LeadListsService } from '../../modules/telephony/lead-lists.service.js';

/**
 * After the demo data, with the dialer simulator: what an admin would do on day one, so calling works at once —
 * link users to dialer agents, push the dispositions, sync the lead lists and refresh the first one.
 */
export async function connectDemoToDialer(app: INestApplication, logger: Logger): Promise<void> {
  const sync = app.get(DialerSyncService);
  const leadLists = app.get(LeadListsService);
  await sync.syncUsers();
  await sync.syncDispositions();
  await leadLists.syncAll();
  const [first] = await leadLists.list();
  if (first) await leadLists.refresh(first.leadListId);
  logger.log('Linked the demo users, dispositions and lead lists to the dialer simulator');
}
