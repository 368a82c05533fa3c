import { useState } from 'react';
import { Box, Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Tooltip, Typography } from '@mui/material';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorState } from '../../components/LoadErrorState';
import { RefreshIconButton } from '../../components/RefreshIconButton';
import { TableMessageRow } from '../../components/TableMessageRow';
import { TableSkeletonRows } from '../../components/TableSkeletonRows';
import { displayFor } from '../../components/table-columns';
import { formatInBusinessZone } from '../../i18n/dates';
import { DELIVERY_PAGE_SIZE, useWebhookActions, useWebhookDeliveries, type WebhookDelivery } from './webhooks-api';

const STATUS: Record<WebhookDelivery['status'], { label: string; color: 'success' | 'warning' | 'error' }> = {
  succeeded: { label: 'Delivered', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};
const COLUMNS = ['Event', 'Status', 'Attempts', 'Answer', 'Time', 'Created', ''];
/** On a phone only the event (with its status under it) and the replay button keep a column. */
const WIDE_ONLY = displayFor({ hideBelow: 'md' });
const wideOnly = (column: number) => column > 0 && column < COLUMNS.length - 1;
const SKELETON = [180, 80, 30, 70, 50, 130, 70].map((width, column) => ({ width, ...(wideOnly(column) ? { hideBelow: 'md' as const } : {}) }));

/** What the last attempt got: the HTTP status, or why there was none. */
function answerOf(delivery: WebhookDelivery): string {
  if (delivery.response_status !== null) return `HTTP ${delivery.response_status}`;
  return delivery.error ?? (delivery.attempt === 0 ? 'Not sent yet' : '—');
}

/** An endpoint's delivery log, newest first, a page at a time; each delivery can be sent again. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const [page, setPage] = useState(0);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const { replay } = useWebhookActions();
  const rows = deliveries.data?.items ?? [];

  return (
    <Box data-testid="delivery-log">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, pt: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          Delivery log
        </Typography>
        <RefreshIconButton label="Refresh the delivery log" onRefresh={deliveries.refetch} disabled={deliveries.isFetching} />
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Delivery log">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column, i) => (
                <TableCell key={i} sx={{ whiteSpace: 'nowrap', ...(wideOnly(i) ? WIDE_ONLY : {}) }}>
                  {column || <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Actions</Box>}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.isPending ? (
              <TableSkeletonRows rows={3} cells={SKELETON} />
            ) : deliveries.isError ? (
              <TableMessageRow colSpan={COLUMNS.length}>
                <LoadErrorState dense title="Could not load the delivery log" error={deliveries.error} onRetry={deliveries.refetch} />
              </TableMessageRow>
            ) : rows.length === 0 ? (
              <TableMessageRow colSpan={COLUMNS.length}>
                <EmptyState dense icon={InboxOutlined} title="No deliveries yet" hint="Events this endpoint wants appear here once they happen. Send a test event to try it." />
              </TableMessageRow>
            ) : (
              rows.map((delivery) => (
                <TableRow key={delivery.id} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                      {delivery.type}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {delivery.event_id}
                      {delivery.replay_of ? ' · replay' : ''}
                    </Typography>
                    <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                      <Chip size="small" variant="outlined" label={STATUS[delivery.status].label} color={STATUS[delivery.status].color} />
                      <Typography variant="caption" color="text.secondary">
                        {answerOf(delivery)} · {formatInBusinessZone(delivery.created_at, 'DD/MM/YYYY HH:mm')}
                      </Typography>
                    </Box>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <Chip size="small" variant="outlined" label={STATUS[delivery.status].label} color={STATUS[delivery.status].color} />
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{delivery.attempt}</TableCell>
                  <TableCell sx={{ maxWidth: 240, ...WIDE_ONLY }}>
                    <Tooltip title={delivery.response_body || ''}>
                      <Typography variant="body2" noWrap>
                        {answerOf(delivery)}
                      </Typography>
                    </Tooltip>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>{delivery.duration_ms === null ? '—' : `${delivery.duration_ms} ms`}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>{formatInBusinessZone(delivery.created_at, 'DD/MM/YYYY HH:mm:ss')}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      startIcon={<ReplayRounded fontSize="small" />}
                      disabled={replay.isPending}
                      onClick={() => replay.mutate({ deliveryId: delivery.id, endpointId })}
                      aria-label={`Replay ${delivery.type} ${delivery.event_id}`}
                    >
                      Replay
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={deliveries.data?.total ?? 0}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={DELIVERY_PAGE_SIZE}
        rowsPerPageOptions={[DELIVERY_PAGE_SIZE]}
      />
    </Box>
  );
}
