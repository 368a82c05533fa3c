import { Box, Dialog, DialogContent, Divider, Skeleton, Typography } from '@mui/material';
import { DialogHeader } from '../../../components/DialogHeader';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { formatDate } from '../../../i18n/format';
import { useAttendanceSummary, type PayrollCycle } from './attendance-api';
import { formatDays } from './attendance-labels';

/** The lines payable days are the sum of (spec §4: present + double pay + leave + holidays), in that order. */
const PAYABLE_LINES = [
  ['present', 'Present'],
  ['doublePay', 'Double Pay'],
  ['leave', 'Leave'],
  ['holiday', 'Holiday'],
] as const;

/**
 * Spec §2/§4: the cycle's counts up to today and its payable days. The lines above the total add up to it, each exact
 * to the half day; absent days, which pay nothing, stand apart below.
 */
export function AttendanceSummaryDialog({ cycle, open, onClose }: { cycle: PayrollCycle; open: boolean; onClose: () => void }) {
  const summary = useAttendanceSummary(cycle.start, cycle.end, open);
  const value = (count: number | undefined, testId: string, weight = 600) =>
    count !== undefined ? (
      <Typography sx={{ fontWeight: weight, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {formatDays(count)}
      </Typography>
    ) : (
      <Skeleton width={32} />
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="attendance-summary-title">
      <DialogHeader id="attendance-summary-title" title="Attendance Summary" subtitle={`${formatDate(cycle.start, 'short')} - ${formatDate(cycle.end, 'short')} (up to today)`} onClose={onClose} />
      <DialogContent>
        {summary.error ? (
          <LoadErrorState dense title="Failed to fetch attendance" error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {PAYABLE_LINES.map(([key, label]) => (
              <Box key={key} data-testid="payable-line" sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography color="text.secondary" data-testid="line-label">
                  {label}
                </Typography>
                {value(summary.data?.[key], 'line-value')}
              </Box>
            ))}
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>Payable days</Typography>
              {value(summary.data?.payable_days, 'payable-days', 800)}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, pt: 1, borderTop: 1, borderColor: 'divider', borderTopStyle: 'dashed' }}>
              <Typography color="text.secondary">Absent (not paid)</Typography>
              {value(summary.data?.absent, 'absent-days')}
            </Box>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
