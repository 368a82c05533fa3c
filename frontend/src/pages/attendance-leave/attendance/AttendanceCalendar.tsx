import { Fragment, useMemo, useState } from 'react';
import { Box, Card, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { businessDay } from '../../../i18n/dates';
import { formatMonthYear } from '../../../i18n/format';
import { useAttendanceDays, type AttendanceDay } from './attendance-api';
import { CALENDAR_STYLE, statusLabel } from './attendance-labels';
import { monthGrid, shiftMonth, WEEKDAYS } from './month-grid';

function dayTitle(day: AttendanceDay | undefined): string {
  if (!day) return '';
  const parts = [CALENDAR_STYLE[day.calendar].label];
  if (day.holiday_name) parts.push(`${day.holiday_name} (${day.holiday_type})`);
  else if (day.calendar !== 'present' && day.calendar !== 'absent') parts.push(statusLabel(day.status));
  return parts.join(' · ');
}

/**
 * Spec §2: a month calendar, Sunday first, with previous and next month; each day coloured by the server's calendar
 * mapping (§4), split colours for half days, and a tooltip naming the holiday and its type.
 */
export function AttendanceCalendar() {
  const today = businessDay();
  const [month, setMonth] = useState(today.slice(0, 7));
  const grid = useMemo(() => monthGrid(month), [month]);
  const weeks = useMemo(() => Array.from({ length: grid.length / 7 }, (_, i) => grid.slice(i * 7, i * 7 + 7)), [grid]);
  const days = useAttendanceDays(grid[0].day, grid[grid.length - 1].day);
  const byDay = useMemo(() => new Map((days.data ?? []).map((d) => [d.date, d])), [days.data]);

  return (
    <Card component="section" aria-labelledby="attendance-calendar-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous month" size="small" onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeftRounded />
        </IconButton>
        <Typography variant="subtitle1" component="h2" id="attendance-calendar-title">
          {formatMonthYear(`${month}-01`)}
        </Typography>
        <IconButton aria-label="Next month" size="small" onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRightRounded />
        </IconButton>
      </Box>
      <Box role="grid" aria-labelledby="attendance-calendar-title" data-testid="attendance-calendar" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        <Box role="row" sx={{ display: 'contents' }}>
          {WEEKDAYS.map((weekday) => (
            <Typography key={weekday} role="columnheader" variant="caption" sx={{ textAlign: 'center', fontWeight: 700, color: 'text.secondary', py: 0.5 }}>
              {weekday}
            </Typography>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box key={week[0].day} role="row" sx={{ display: 'contents' }}>
            {week.map(({ day, inMonth }) => {
              const record = byDay.get(day);
              const style = record ? CALENDAR_STYLE[record.calendar] : undefined;
              const title = dayTitle(record);
              const cell = (
                <Box
                  role="gridcell"
                  aria-label={`${Number(day.slice(8))} ${formatMonthYear(day)}${title ? `: ${title}` : ''}`}
                  data-day={day}
                  data-kind={record?.calendar ?? 'none'}
                  tabIndex={inMonth ? 0 : -1}
                  sx={{
                    aspectRatio: { xs: '1', sm: '1.6' },
                    borderRadius: 1.5,
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: day === today ? 800 : 500,
                    fontSize: '0.875rem',
                    opacity: inMonth ? 1 : 0.35,
                    background: style?.background ?? 'transparent',
                    color: style && record?.calendar !== 'half_day' ? '#fff' : 'text.primary',
                    border: 1,
                    borderColor: day === today ? 'primary.main' : 'divider',
                    textShadow: style ? '0 0 2px rgba(0,0,0,0.35)' : 'none',
                    outline: 'none',
                    '&:focus-visible': { boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}` },
                  }}
                >
                  {Number(day.slice(8))}
                </Box>
              );
              if (days.isPending) return <Skeleton key={day} variant="rounded" sx={{ aspectRatio: { xs: '1', sm: '1.6' }, height: 'auto' }} />;
              return title ? (
                <Tooltip key={day} title={title}>
                  {cell}
                </Tooltip>
              ) : (
                <Fragment key={day}>{cell}</Fragment>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }} aria-label="Legend">
        {Object.entries(CALENDAR_STYLE).map(([kind, { background, label }]) => (
          <Box key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, background, border: 1, borderColor: 'divider' }} />
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
