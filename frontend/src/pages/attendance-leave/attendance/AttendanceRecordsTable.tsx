import type { ReactNode } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { EmptyState, ListCard, ListFrame } from '../../../components/list';
import { formatDate } from '../../../i18n/format';
import type { AttendanceDay } from './attendance-api';
import { checkInOut, formatDays, OPEN_REQUEST, requestedTimes } from './attendance-labels';
import { AttendanceStatusChip } from './AttendanceStatusChip';

const COLUMNS = ['Date', 'Status', 'Check-in & Out', 'Reason', 'Action'];

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
  // Today before check-in is not absent, but an agent whose check-in failed may still apply for it.
  if (day.is_absent || day.status === 'not_checked_in') return { kind: 'apply', disabled: !day.can_apply };
  return { kind: 'none', disabled: true };
}

function ActionButtons({ day, actions }: { day: AttendanceDay; actions: RowActions }) {
  const action = rowActionsOf(day);
  if (action.kind === 'none') return null;
  if (action.kind === 'edit') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" onClick={() => actions.edit(day)} disabled={action.disabled}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={() => actions.cancel(day)} disabled={action.disabled}>
          Cancel
        </Button>
      </Box>
    );
  }
  return (
    <Button size="small" variant="outlined" onClick={() => actions.apply(day)} disabled={action.disabled}>
      {action.kind === 'add-check-out' ? 'Add Check-out' : 'Apply'}
    </Button>
  );
}

/** The status, and what the day counts towards payable days when it counts (exact: 0.5 and 1.5 stay so). */
function StatusCell({ day }: { day: AttendanceDay }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <AttendanceStatusChip status={day.status} />
      {day.attendance_count > 0 ? (
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {`Counts ${formatDays(day.attendance_count)}`}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The day's times; an open request's asked-for times over a "Requested" caption (two short lines, not one long one). */
function TimesCell({ day }: { day: AttendanceDay }) {
  const asked = requestedTimes(day);
  if (!asked) return <>{checkInOut(day)}</>;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {asked}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Requested
      </Typography>
    </>
  );
}

const weekdayOf = (day: AttendanceDay) => `${formatDate(day.date, 'weekday').split(',')[0]}${day.holiday_name ? ` · ${day.holiday_name}` : ''}`;

/**
 * Spec §2 records table in the list frame: newest day first, 500 px of scroll, the spec's empty text; one card a day
 * on a phone. `header` (the title, the cycle switcher) sits above the rows in every state.
 */
export function AttendanceRecordsTable({ days, loading, error, onRetry, actions, header }: { days: AttendanceDay[]; loading: boolean; error: unknown; onRetry: () => void; actions: RowActions; header: ReactNode }) {
  // Days before joining (or after leaving) are not records of this person's work: the calendar shows them hatched.
  const rows = days.filter((day) => day.status !== 'not_employed').sort((a, b) => b.date.localeCompare(a.date));
  return (
    <ListFrame
      label="Attendance records"
      header={header}
      isPending={loading}
      error={error}
      errorTitle="Failed to fetch attendance"
      onRetry={onRetry}
      hasRows={!loading && !error && rows.length > 0}
      empty={<EmptyState dense icon={EventBusyOutlined} title="No attendance records found for this cycle." />}
      table={
        <TableContainer sx={{ maxHeight: 500 }}>
          <Table stickyHeader size="small" aria-label="Attendance records">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((day) => (
                <TableRow key={day.date} data-testid="attendance-row" data-date={day.date} hover>
                  {/* A holiday's name wraps under the date, so the Action column stays on screen. */}
                  <TableCell sx={{ minWidth: 104, maxWidth: 160 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {formatDate(day.date, 'short')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {weekdayOf(day)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusCell day={day} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    <TimesCell day={day} />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 130 }}>
                    <ReasonText day={day} note={rowActionsOf(day).note} />
                  </TableCell>
                  <TableCell>
                    <ActionButtons day={day} actions={actions} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      }
      cards={() =>
        rows.map((day) => (
          <ListCard
            key={day.date}
            testId="attendance-row"
            title={formatDate(day.date, 'short')}
            subtitle={weekdayOf(day)}
            badge={<AttendanceStatusChip status={day.status} />}
            fields={[
              { label: 'Check-in & Out', value: checkInOut(day) },
              ...(day.attendance_count > 0 ? [{ label: 'Counts', value: formatDays(day.attendance_count) }] : []),
              { label: 'Reason', value: <ReasonText day={day} note={rowActionsOf(day).note} /> },
            ]}
            actions={<ActionButtons day={day} actions={actions} />}
          />
        ))
      }
    />
  );
}
