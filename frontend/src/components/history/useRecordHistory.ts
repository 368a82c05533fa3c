import { useInfiniteGetList } from 'react-admin';
import type { AuditEntry } from '../../pages/audit/audit-types';

export const HISTORY_PAGE_SIZE = 10;

/** One record's audit rows, newest first, a page at a time (GET /api/audit through the dataProvider). */
export function useRecordHistory(entity: string, entityId: string, enabled: boolean) {
  return useInfiniteGetList<AuditEntry>(
    'audit',
    {
      filter: { entity, entity_id: entityId },
      sort: { field: 'at', order: 'DESC' },
      pagination: { page: 1, perPage: HISTORY_PAGE_SIZE },
    },
    { enabled },
  );
}
