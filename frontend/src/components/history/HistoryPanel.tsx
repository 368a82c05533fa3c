import { Box, Button, Card, CircularProgress, Divider, Skeleton, Typography } from '@mui/material';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { canAccess } from '../../providers/canAccess';
import { EmptyState } from '../EmptyState';
import { LoadErrorState } from '../LoadErrorState';
import { HistoryEntry } from './HistoryEntry';
import { useRecordHistory } from './useRecordHistory';

export const HISTORY_EMPTY = 'No changes recorded yet';
export const HISTORY_ERROR = 'Failed to load history';

export interface HistoryPanelProps {
  /** The audit entity ("customer", "call", "user") and the record's id as the trail writes it. */
  entity: string;
  entityId: string;
  /** "card": a card headed "History" (a page's column); "plain": the rows only (inside a tab or a dialog). */
  variant?: 'card' | 'plain';
}

function HistoryRows({ entity, entityId }: Omit<HistoryPanelProps, 'variant'>) {
  const { data, isPending, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useRecordHistory(entity, entityId, true);
  if (isPending) {
    return (
      <Box role="status" aria-label="Loading history" sx={{ py: 1 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="text" height={28} />
        ))}
      </Box>
    );
  }
  if (error) return <LoadErrorState dense title={HISTORY_ERROR} error={error} onRetry={refetch} />;
  const entries = data?.pages.flatMap((page) => page.data) ?? [];
  if (entries.length === 0) return <EmptyState dense icon={HistoryOutlined} title={HISTORY_EMPTY} hint="Changes to this record will be listed here." />;
  return (
    <>
      <Box component="ol" aria-label="Changes, newest first" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </Box>
      {hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <Button size="small" variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} startIcon={isFetchingNextPage ? <CircularProgress size={14} color="inherit" /> : undefined}>
            Load more
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/**
 * A record's audit trail (issue 12): who changed what, when, before → after. Admins only; for anyone else it
 * renders nothing and asks the server nothing (GET /api/audit refuses them).
 */
export function HistoryPanel({ entity, entityId, variant = 'card' }: HistoryPanelProps) {
  const { user } = useCurrentUser();
  if (!canAccess(user?.role, { resource: 'audit', action: 'list' })) return null;
  const rows = <HistoryRows entity={entity} entityId={entityId} />;
  if (variant === 'plain') return rows;
  const titleId = `history-${entity}-${entityId}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="history-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2.5, py: 1.25 }}>
        <HistoryOutlined sx={{ fontSize: 20, color: 'text.secondary' }} aria-hidden />
        <Typography variant="subtitle1" component="h2" id={titleId} sx={{ flex: 1 }}>
          History
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, pb: 1.5 }}>{rows}</Box>
    </Card>
  );
}
