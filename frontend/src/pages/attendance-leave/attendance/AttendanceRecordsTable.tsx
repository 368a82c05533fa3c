import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { TableMessageRow } from '../../../components/TableMessageRow';
import { TableSkeletonRows } from '../../../components/TableSkeletonRows';
import { formatDate } from '../../../i18n/format';
import type { AttendanceDay } from './attendance-api';
import { checkInOut, dayLabel, OPEN_REQUEST } from './attendance-labels';
import { AttendanceStatusChip } from './AttendanceStatusChip';

const COLUMNS = ['Date', 'Status', 'Check-in & Out', 'Reason', 'Action'];
/** On a phone the times and the reason fold under the date, so status and actions stay on screen. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

function ReasonText({ day, note }: { day: AttendanceDay; note?: string }) {
  return (
    <>
      <Typography variant="body2" noWrap title={day.rejection_reason ?? day.reason ?? undefined}>
        {day.rejection_reason ? `Rejected: ${day.rejection_reason}` : (day.reason ?? '—')}
      </Typography>
      {note ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
          {note}
        </Typography>
      ) : null}
    </>
  );
}
const CELLS = [{ width: 90 }, { width: 80 }, { width: 140 }, { width: 120 }, { width: 70 }];

export interface RowActions {
  apply: (day: AttendanceDay) => void;
  edit: (day: AttendanceDay) => void;
  cancel: (day: AttendanceDay) => void;
}

/** What a row offers (spec §2 row actions; DECISIONS: closed cycles are read-only). */
export function rowActionsOf(day: AttendanceDay): { kind: 'apply' | 'add-check-out' | 'edit' | 'none'; disabled: boolean; note?: string } {
  if (day.leave_count === 1) return { kind: 'apply', disabled: true, note: 'On leave. Cannot apply for attendance.' };
  if (OPEN_REQUEST.has(day.status) && day.id !== 0) return { kind: 'edit', disabled: day.locked };
  if (day.status === 'half_day' && !day.logout_time) return { kind: 'add-check-out', disabled: !day.can_apply };
  if (day.is_absent) return { kind: 'apply', disabled: !day.can_apply };
  return { kind: 'none', disabled: true };
}

/** Spec §2 records table: newest day first, 500 px of scroll, the empty text of the spec. */
export function AttendanceRecordsTable({ days, loading, error, onRetry, actions }: { days: AttendanceDay[]; loading: boolean; error: unknown; onRetry: () => void; actions: RowActions }) {
  const rows = [...days].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <TableContainer sx={{ maxHeight: 500 }}>
      <Table stickyHeader size="small" aria-label="Attendance records" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={column === 'Reason' || column === 'Check-in & Out' ? WIDE_ONLY : undefined}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? (
            <TableSkeletonRows rows={6} cells={CELLS} />
          ) : error ? (
            <TableMessageRow colSpan={COLUMNS.length}>
              <LoadErrorState dense title="Failed to fetch attendance" error={error} onRetry={onRetry} />
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS.length}>
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
                No attendance records found for this cycle.
              </Typography>
            </TableMessageRow>
          ) : (
            rows.map((day) => {
              const action = rowActionsOf(day);
              return (
                <TableRow key={day.date} data-testid="attendance-row" data-date={day.date} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {dayLabel(day.date)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatDate(day.date, 'weekday').split(',')[0]}
                      {day.holiday_name ? ` · ${day.holiday_name}` : ''}
                    </Typography>
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, maxWidth: 150, whiteSpace: 'normal' }}>
                      {day.login_time ? (
                        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {checkInOut(day)}
                        </Typography>
                      ) : null}
                      {day.reason || day.rejection_reason || action.note ? <ReasonText day={day} note={action.note} /> : null}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <AttendanceStatusChip status={day.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...WIDE_ONLY }}>{checkInOut(day)}</TableCell>
                  <TableCell sx={{ maxWidth: 240, ...WIDE_ONLY }}>
                    <ReasonText day={day} note={action.note} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {action.kind === 'edit' ? (
                      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.5 }}>
                        <Button size="small" onClick={() => actions.edit(day)} disabled={action.disabled}>
                          Edit
                        </Button>
                        <Button size="small" color="error" onClick={() => actions.cancel(day)} disabled={action.disabled}>
                          Cancel
                        </Button>
                      </Box>
                    ) : action.kind === 'none' ? null : (
                      <Button size="small" variant="outlined" onClick={() => actions.apply(day)} disabled={action.disabled}>
                        {action.kind === 'add-check-out' ? 'Add Check-out' : 'Apply'}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
