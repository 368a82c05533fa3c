import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  IconButton,
  InputLabel,
  ListItemText,
  Menu,
  MenuItem,
  OutlinedInput,
  Select,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import GroupOffOutlined from '@mui/icons-material/GroupOffOutlined';
import { EmptyState, ListCard, ListFrame, ListToolbar } from '../../../components/list';
import { useToast } from '../../../components/Toast';
import { businessDay } from '../../../i18n/dates';
import { messageOf } from '../../../providers/httpClient';
import { statsCsvUrl, useAttendanceDays, useDeleteAttendance, useMarkAttendance, type AttendanceDay } from '../../attendance-leave/attendance/attendance-api';
import { checkInOut, statusLabel } from '../../attendance-leave/attendance/attendance-labels';
import { AttendanceStatusChip } from '../../attendance-leave/attendance/AttendanceStatusChip';
import { CycleSwitcher, useCycleSelection } from '../../attendance-leave/attendance/CycleSwitcher';
import { DayPicker } from './DayPicker';
import { formatDate } from '../../../i18n/format';
import { useRefetchOnAttention } from '../../../components/useRefetchOnAttention';

const COLUMNS = ['Name', 'Email', 'Date', 'Check-in & Out', 'Status', 'Action'];
/** On a tablet the email and the date (the picker's day) give way, so status and actions stay on screen. */
const WIDE_ONLY: Record<string, { display: { xs: string; md: string } }> = {
  Email: { display: { xs: 'none', md: 'table-cell' } },
  Date: { display: { xs: 'none', md: 'table-cell' } },
};

/**
 * The admin may mark a day that has no stored record or one still absent (spec §2: "for an absent row"), and today
 * for an agent not checked in yet (DECISIONS: not absent before the day ends).
 */
const isMarkable = (day: AttendanceDay) => day.status === 'absent' || day.status === 'not_checked_in';

/** Spec §2 Admin dashboard tab 1: every agent's day, marks and deletes, and the cycle's CSV. */
export function AttendanceListTab() {
  const toast = useToast();
  const [day, setDay] = useState(businessDay());
  const [statuses, setStatuses] = useState<string[]>([]);
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; day: AttendanceDay } | null>(null);
  const [deleting, setDeleting] = useState<AttendanceDay | null>(null);
  const agents = useAttendanceDays(day, day);
  useRefetchOnAttention(agents);
  const mark = useMarkAttendance();
  const remove = useDeleteAttendance();
  const selection = useCycleSelection();

  const present = useMemo(() => [...new Set((agents.data ?? []).map((d) => d.status))].sort(), [agents.data]);
  const rows = useMemo(() => {
    const filtered = (agents.data ?? []).filter((d) => statuses.length === 0 || statuses.includes(d.status));
    return filtered.sort((a, b) => (order === 'asc' ? 1 : -1) * a.user.name.localeCompare(b.user.name, 'en-IN', { sensitivity: 'base' }));
  }, [agents.data, statuses, order]);

  const markAs = async (target: AttendanceDay, status: 'present' | 'half_day') => {
    setMenu(null);
    try {
      await mark.mutateAsync({ id: target.id, body: { user_id: target.user_id, date: target.date, status } });
      toast({ title: `Marked ${status === 'present' ? 'present' : 'half day'}`, description: `${target.user.name}, ${formatDate(target.date, 'short')}` });
    } catch (error) {
      toast({ title: 'Failed to upsert attendance', description: messageOf(error, ''), variant: 'error' });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Attendance deleted', description: `${deleting.user.name}, ${formatDate(deleting.date, 'short')}` });
    } catch (error) {
      toast({ title: 'Failed to delete attendance', description: messageOf(error, ''), variant: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  const cycle = selection.cycle;
  const noStats = !cycle || (agents.data?.length ?? 0) === 0;
  const rowAction = (row: AttendanceDay) =>
    isMarkable(row) ? (
      <Tooltip title="Mark attendance">
        <IconButton aria-label={`Mark attendance of ${row.user.name}`} size="small" onClick={(event) => setMenu({ anchor: event.currentTarget, day: row })}>
          <MoreVertRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : row.id !== 0 ? (
      <Tooltip title="Delete record">
        <IconButton aria-label={`Delete attendance of ${row.user.name}`} size="small" color="error" onClick={() => setDeleting(row)}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : null;

  return (
    <Box>
      <ListToolbar
        label="Attendance filters"
        filters={
          <>
            <DayPicker value={day} onChange={setDay} />
            <FormControl size="small" sx={{ width: 200 }} margin="none">
              <InputLabel id="attendance-status-filter-label">Status</InputLabel>
              <Select
                labelId="attendance-status-filter-label"
                multiple
                value={statuses}
                onChange={(event) => setStatuses(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)}
                input={<OutlinedInput label="Status" />}
                renderValue={(selected) => (selected.length === 1 ? statusLabel(selected[0]) : `${selected.length} statuses`)}
              >
                {present.map((status) => (
                  <MenuItem key={status} value={status}>
                    <Checkbox size="small" checked={statuses.includes(status)} />
                    <ListItemText primary={statusLabel(status)} />
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </>
        }
        actions={
          <>
            <CycleSwitcher selection={selection} />
            <Button variant="contained" size="small" startIcon={<DownloadRounded />} disabled={noStats} href={cycle ? statsCsvUrl(cycle.start, cycle.end) : '#'} download>
              Download CSV
            </Button>
          </>
        }
      />
      <ListFrame
        label="Attendance list"
        isPending={agents.isPending}
        isFetching={agents.isFetching}
        error={agents.error}
        errorTitle="Failed to fetch attendance"
        onRetry={() => void agents.refetch()}
        hasRows={rows.length > 0}
        empty={<EmptyState icon={GroupOffOutlined} title="No agents found." hint={statuses.length ? 'No agent has the chosen status on this day.' : undefined} />}
        table={
          <TableContainer>
            <Table size="small" aria-label="Attendance list">
              <TableHead>
                <TableRow>
                  <TableCell sortDirection={order}>
                    <TableSortLabel active direction={order} onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}>
                      Name
                    </TableSortLabel>
                  </TableCell>
                  {COLUMNS.slice(1).map((column) => (
                    <TableCell key={column} sx={WIDE_ONLY[column]}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.user_id}-${row.date}`} hover data-testid="attendance-list-row">
                    <TableCell sx={{ maxWidth: 200 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={row.user.name}>
                        {row.user.name}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ maxWidth: 220, ...WIDE_ONLY.Email }}>
                      <Typography variant="body2" noWrap title={row.user.email}>
                        {row.user.email}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY.Date }}>{formatDate(row.date, 'short')}</TableCell>
                    <TableCell sx={{ whiteSpace: { xs: 'normal', md: 'nowrap' }, fontVariantNumeric: 'tabular-nums' }}>{checkInOut(row)}</TableCell>
                    <TableCell>
                      <AttendanceStatusChip status={row.status} />
                    </TableCell>
                    <TableCell>{rowAction(row)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
        cards={() =>
          rows.map((row) => (
            <ListCard
              key={`${row.user_id}-${row.date}`}
              testId="attendance-list-row"
              title={row.user.name}
              subtitle={row.user.email}
              badge={<AttendanceStatusChip status={row.status} />}
              fields={[
                { label: 'Date', value: formatDate(row.date, 'short') },
                { label: 'Check-in & Out', value: checkInOut(row) },
              ]}
              actions={rowAction(row)}
            />
          ))
        }
      />
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => menu && void markAs(menu.day, 'present')}>Mark Present</MenuItem>
        <MenuItem onClick={() => menu && void markAs(menu.day, 'half_day')}>Mark Half Day</MenuItem>
      </Menu>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete attendance record?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `${deleting.user.name}'s record for ${formatDate(deleting.date, 'short')} will be deleted; the day shows what remains (absent, leave or holiday).` : null}
      </ConfirmDialog>
    </Box>
  );
}
