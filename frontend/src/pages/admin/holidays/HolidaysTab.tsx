import { useState } from 'react';
import { Box, Button, Card, Chip, MenuItem, TableCell, TableRow, TextField, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import WeekendOutlined from '@mui/icons-material/WeekendOutlined';
import type { Holiday, HolidayType } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, ListCard, ListFrame, ListTable, ListToolbar, RowActions } from '../../../components/list';
import { useAddWeeklyOffs, useDeleteHoliday, useHolidays, useSaveHoliday } from '../../../components/leave/leave-api';
import { useToast } from '../../../components/Toast';
import { businessDay } from '../../../i18n/dates';
import { formatDate } from '../../../i18n/format';
import { messageOf } from '../../../providers/httpClient';
import { HolidayFormDialog, WeeklyOffsDialog } from './HolidayDialogs';
import { HOLIDAY_TYPES, holidaysOf, weekdayOf, weeklyOffLines } from './holiday-rules';

const TYPE_COLORS: Record<HolidayType, 'primary' | 'warning' | 'default'> = { MANDATORY: 'primary', FLEXI: 'warning', WEEKEND: 'default' };

function TypeChip({ type }: { type: HolidayType }) {
  return <Chip size="small" variant="outlined" color={TYPE_COLORS[type]} label={type} />;
}

/** "Diwali, 08/11/2026": how a holiday is named to screen readers and in toasts. */
const holidayName = (holiday: Pick<Holiday, 'name' | 'date'>) => `${holiday.name}, ${formatDate(holiday.date, 'short')}`;

/** Admin tab 4: the holidays of a year with add, edit and delete, and a year's weekly offs in one action. */
export function HolidaysTab() {
  const thisYear = Number(businessDay().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [type, setType] = useState<HolidayType | 'ALL'>('ALL');
  const [editing, setEditing] = useState<{ holiday: Holiday | null } | null>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const [addingOffs, setAddingOffs] = useState(false);
  const [showOffs, setShowOffs] = useState(false);
  const { data, isPending, error, refetch } = useHolidays();
  const save = useSaveHoliday();
  const remove = useDeleteHoliday();
  const weeklyOffs = useAddWeeklyOffs();
  const toast = useToast();
  const rows = holidaysOf(data ?? [], year, type, showOffs);
  const offLines = type === 'ALL' || type === 'WEEKEND' ? weeklyOffLines(data ?? [], year) : [];
  const offsListed = showOffs || type === 'WEEKEND';
  const years = Array.from(new Set([thisYear - 1, thisYear, thisYear + 1, ...(data ?? []).map((h) => Number(h.date.slice(0, 4)))])).sort();

  const openForm = (holiday: Holiday | null) => {
    save.reset();
    setEditing({ holiday });
  };
  const submit = (input: Parameters<typeof save.mutate>[0]) => {
    const id = editing?.holiday?.id;
    save.mutate(
      { ...input, id },
      {
        onSuccess: () => {
          toast({ title: id ? 'Holiday updated' : 'Holiday added', description: holidayName(input) });
          setEditing(null);
        },
        onError: (failure) => toast({ title: id ? 'Failed to update holiday' : 'Failed to add holiday', description: messageOf(failure, ''), variant: 'error' }),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Holiday deleted', description: holidayName(deleting) }),
      onError: (failure) => toast({ title: 'Failed to delete holiday', description: messageOf(failure, ''), variant: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };
  const addOffs = (input: { year: number; weekdays: number[] }) =>
    weeklyOffs.mutate(input, {
      onSuccess: ({ added }) => {
        toast({ title: 'Weekly offs added', description: `${added} day${added === 1 ? '' : 's'} added for ${input.year}` });
        setAddingOffs(false);
        setYear(input.year);
      },
      onError: (failure) => toast({ title: 'Failed to add holiday', description: messageOf(failure, ''), variant: 'error' }),
    });

  const actions = (holiday: Holiday) => <RowActions kind="holiday" name={holidayName(holiday)} onEdit={() => openForm(holiday)} onDelete={() => setDeleting(holiday)} />;

  return (
    <>
      <ListToolbar
        label="Holiday filters"
        filters={
          <>
            <TextField select size="small" label="Year" value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ width: 110 }}>
              {years.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label="Type" value={type} onChange={(e) => setType(e.target.value as HolidayType | 'ALL')} sx={{ width: 150 }}>
              <MenuItem value="ALL">All types</MenuItem>
              {HOLIDAY_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        actions={
          <>
            <Button variant="outlined" startIcon={<WeekendOutlined />} onClick={() => setAddingOffs(true)}>
              Add weekly offs
            </Button>
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => openForm(null)}>
              Add holiday
            </Button>
          </>
        }
      />
      {offLines.length > 0 ? (
        <Card variant="outlined" component="section" aria-label="Weekly offs" data-testid="weekly-off-lines" sx={{ mb: 2, px: { xs: 2, sm: 2.5 }, py: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <WeekendOutlined color="action" />
            <Box sx={{ flex: 1, minWidth: 180 }}>
              {offLines.map((line) => (
                <Typography key={line.weekday} sx={{ fontWeight: 600 }}>
                  {line.label}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · weekly off, {line.days} day{line.days === 1 ? '' : 's'}
                  </Typography>
                </Typography>
              ))}
            </Box>
            {type === 'WEEKEND' ? null : (
              <Button size="small" onClick={() => setShowOffs(!showOffs)} aria-expanded={offsListed}>
                {offsListed ? 'Hide the days' : 'Show every day'}
              </Button>
            )}
          </Box>
        </Card>
      ) : null}
      <ListFrame
        label="Holidays"
        isPending={isPending}
        error={error}
        errorTitle="Failed to fetch holidays"
        onRetry={refetch}
        hasRows={rows.length > 0}
        skeletonRows={6}
        empty={
          <EmptyState
            icon={EventBusyOutlined}
            title={offLines.length > 0 ? `No other holidays in ${year}` : `No holidays in ${year}`}
            hint={offLines.length > 0 ? 'Only weekly offs so far. Add the year’s holidays.' : "Add the year's holidays, or its weekly offs in one go."}
          />
        }
        cards={() =>
          rows.map((holiday) => (
            <ListCard
              key={holiday.id}
              title={holiday.name}
              subtitle={`${formatDate(holiday.date, 'short')} · ${weekdayOf(holiday.date)}`}
              badge={<TypeChip type={holiday.type} />}
              fields={holiday.description ? [{ label: 'Description', value: holiday.description }] : []}
              actions={actions(holiday)}
            />
          ))
        }
        table={
          <ListTable
            label="Holidays"
            head={
              <>
                <TableCell>Date</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Type</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Description</TableCell>
                <TableCell align="right">Actions</TableCell>
              </>
            }
          >
            {rows.map((holiday) => (
              <TableRow key={holiday.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(holiday.date, 'short')}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {weekdayOf(holiday.date)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'break-word' }}>{holiday.name}</TableCell>
                <TableCell>
                  <TypeChip type={holiday.type} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary' }}>{holiday.description ?? '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(holiday)}
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        }
      />
      {editing ? <HolidayFormDialog holiday={editing.holiday} saving={save.isPending} error={save.error} onSave={submit} onClose={() => setEditing(null)} /> : null}
      {addingOffs ? <WeeklyOffsDialog initialYear={year} saving={weeklyOffs.isPending} onSave={addOffs} onClose={() => setAddingOffs(false)} /> : null}
      <ConfirmDialog open={deleting !== null} title="Delete this holiday?" confirmLabel="Delete" loading={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        {deleting ? `${deleting.name} on ${formatDate(deleting.date, 'short')} will no longer count as a holiday in attendance.` : null}
      </ConfirmDialog>
    </>
  );
}
