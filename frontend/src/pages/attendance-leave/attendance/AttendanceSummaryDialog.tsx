import { Box, Dialog, DialogContent, Divider, Skeleton, Typography } from '@mui/material';
import { DialogHeader } from '../../../components/DialogHeader';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { formatNumber, formatDate } from '../../../i18n/format';
import { useAttendanceSummary, type PayrollCycle } from './attendance-api';

const ROWS = [
  ['present', 'Present'],
  ['absent', 'Absent'],
  ['leave', 'Leave'],
  ['doublePay', 'Double Pay'],
  ['holiday', 'Holiday'],
] as const;

/** Spec §2/§4: the cycle's counts up to today and its payable days (present + double pay + leave + holidays). */
export function AttendanceSummaryDialog({ cycle, open, onClose }: { cycle: PayrollCycle; open: boolean; onClose: () => void }) {
  const summary = useAttendanceSummary(cycle.start, cycle.end, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="attendance-summary-title">
      <DialogHeader id="attendance-summary-title" title="Attendance Summary" subtitle={`${formatDate(cycle.start, 'short')} - ${formatDate(cycle.end, 'short')} (up to today)`} onClose={onClose} />
      <DialogContent>
        {summary.error ? (
          <LoadErrorState dense title="Failed to fetch attendance" error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {ROWS.map(([key, label]) => (
              <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography color="text.secondary">{label}</Typography>
                {summary.data ? <Typography sx={{ fontWeight: 600 }}>{formatNumber(summary.data[key])}</Typography> : <Skeleton width={32} />}
              </Box>
            ))}
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>Payable days</Typography>
              {summary.data ? (
                <Typography sx={{ fontWeight: 800 }} data-testid="payable-days">
                  {formatNumber(summary.data.payable_days)}
                </Typography>
              ) : (
                <Skeleton width={32} />
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
