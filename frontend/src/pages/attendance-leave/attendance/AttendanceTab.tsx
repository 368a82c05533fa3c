import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { useToast } from '../../../components/Toast';
import { messageOf } from '../../../providers/httpClient';
import { useAttendanceDays, useWithdrawAttendanceRequest, type AttendanceDay } from './attendance-api';
import { AttendanceCalendar } from './AttendanceCalendar';
import { AttendanceRecordsTable } from './AttendanceRecordsTable';
import { AttendanceRequestDialog } from './AttendanceRequestDialog';
import { AttendanceSummaryDialog } from './AttendanceSummaryDialog';
import { CycleSwitcher, useCycleSelection } from './CycleSwitcher';
import { HolidayCards } from './HolidayCards';
import { formatDate } from '../../../i18n/format';

/** /attendance-leave, Attendance tab (spec part 2 §2): cycle, holidays, calendar, records, summary and requests. */
export function AttendanceTab() {
  const toast = useToast();
  const selection = useCycleSelection();
  const cycle = selection.cycle;
  const days = useAttendanceDays(cycle?.start, cycle?.end);
  const withdraw = useWithdrawAttendanceRequest();
  const [requesting, setRequesting] = useState<AttendanceDay | null>(null);
  const [cancelling, setCancelling] = useState<AttendanceDay | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);

  const cancel = async () => {
    if (!cancelling) return;
    try {
      await withdraw.mutateAsync(cancelling.id);
      toast({ title: 'Attendance request cancelled', description: `For ${formatDate(cancelling.date, 'short')}` });
    } catch (error) {
      toast({ title: 'Failed to cancel attendance request', description: messageOf(error, ''), variant: 'error' });
    } finally {
      setCancelling(null);
    }
  };

  if (selection.error) return <LoadErrorState title="Failed to fetch attendance" error={selection.error} onRetry={selection.retry} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <HolidayCards />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: 2, alignItems: 'start' }}>
        <AttendanceCalendar />
        <Box component="section" aria-labelledby="attendance-records-title" sx={{ minWidth: 0 }}>
          <AttendanceRecordsTable
            days={days.data ?? []}
            loading={!cycle || days.isPending}
            error={days.error}
            onRetry={() => void days.refetch()}
            actions={{ apply: setRequesting, edit: setRequesting, cancel: setCancelling }}
            header={
              <>
                <Box sx={{ px: 2, pt: 1.5, pb: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                  <Typography variant="subtitle1" component="h2" id="attendance-records-title">
                    Attendance records
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <CycleSwitcher selection={selection} />
                    <Button variant="outlined" size="small" onClick={() => setSummaryOpen(true)} disabled={!cycle}>
                      View Summary
                    </Button>
                  </Box>
                </Box>
                {days.data?.some((day) => day.locked) ? (
                  <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
                    This payroll cycle is closed: requests can no longer be made or changed here. Ask an admin for corrections.
                  </Alert>
                ) : null}
              </>
            }
          />
        </Box>
      </Box>
      {requesting ? <AttendanceRequestDialog day={requesting} onClose={() => setRequesting(null)} /> : null}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel attendance request?"
        confirmLabel="Cancel request"
        loading={withdraw.isPending}
        onConfirm={() => void cancel()}
        onClose={() => setCancelling(null)}
      >
        Your request for {cancelling ? formatDate(cancelling.date, 'short') : ''} will be withdrawn.
      </ConfirmDialog>
      {cycle ? <AttendanceSummaryDialog cycle={cycle} open={summaryOpen} onClose={() => setSummaryOpen(false)} /> : null}
    </Box>
  );
}
