import { useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Card, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import dayjs from 'dayjs';
import { Calendar, dayjsLocalizer, type DateHeaderProps } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { businessDay } from '../../../i18n/dates';
import { formatMonthYear } from '../../../i18n/format';
import { useAttendanceDays, type AttendanceDay } from './attendance-api';
import { CALENDAR_STYLE } from './attendance-labels';
import { dayTitle } from './calendar-days';

// dayjs's default locale ('en') starts weeks on Sunday, as the spec asks; the calendar never switches locale.
const localizer = dayjsLocalizer(dayjs);
const NO_EVENTS: never[] = [];
const VIEWS = ['month' as const];
const ignore = () => undefined;
const dayOf = (date: Date) => dayjs(date).format('YYYY-MM-DD');
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Arrow keys move the focus a day or a week (the days are in the document in calendar order). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  const from = event.target as HTMLElement;
  if (!step || !from.classList.contains('attendance-day')) return;
  const days = [...event.currentTarget.querySelectorAll<HTMLElement>('.attendance-day')];
  const next = days[days.indexOf(from) + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The number of one day with its name for screen readers ("1 Nov 2026: Absent") as hidden text: a plain div may
 * not carry an aria-label, and the tooltip describes the day rather than naming it.
 */
function DayHeader({ date, isOffRange, byDay, today, entry }: DateHeaderProps & { byDay: Map<string, AttendanceDay>; today: string; entry: string }) {
  const day = dayOf(date);
  const record = byDay.get(day);
  const title = dayTitle(record);
  const number = Number(day.slice(8));
  const cell = (
    <Box className="attendance-day" data-day={day} data-kind={record?.calendar ?? 'none'} data-today={day === today || undefined} tabIndex={day === entry && !isOffRange ? 0 : -1}>
      <span aria-hidden>{number}</span>
      <Box component="span" sx={visuallyHidden}>{`${number} ${formatMonthYear(day)}${title ? `: ${title}` : ''}`}</Box>
    </Box>
  );
  return title ? (
    <Tooltip title={title} describeChild>
      {cell}
    </Tooltip>
  ) : (
    cell
  );
}

/** The month ("YYYY-MM") `step` months from `month`. */
const monthFrom = (month: string, step: number) => dayjs(`${month}-01`).add(step, 'month').format('YYYY-MM');

/**
 * Spec §2: a month calendar (react-big-calendar's month view), Sunday first, opening on this month, with previous
 * and next month. It is not tied to the payroll cycle the records table shows: a cycle (26th to 25th) spans two
 * months, and a month view of the month it ends in would hide its first days. Each day is coloured by the server's
 * calendar mapping (§4) with split colours for half days, and its tooltip names the holiday and its type.
 */
export function AttendanceCalendar() {
  const today = businessDay();
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const date = useMemo(() => dayjs(`${month}-01`).toDate(), [month]);
  const start = dayOf(localizer.firstVisibleDay(date, localizer));
  const end = dayOf(localizer.lastVisibleDay(date, localizer));
  const days = useAttendanceDays(start, end);
  const byDay = useMemo(() => new Map((days.data ?? []).map((d) => [d.date, d])), [days.data]);
  // One tab stop (today, or the 1st of another month); the arrow keys walk the days from there.
  const entry = today.startsWith(month) ? today : `${month}-01`;
  const components = useMemo(() => ({ month: { dateHeader: (props: DateHeaderProps) => <DayHeader {...props} byDay={byDay} today={today} entry={entry} /> } }), [byDay, today, entry]);
  const dayPropGetter = (day: Date) => {
    const record = byDay.get(dayOf(day));
    return record ? { style: { background: CALENDAR_STYLE[record.calendar].background } } : {};
  };

  return (
    <Card component="section" aria-labelledby="attendance-calendar-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Tooltip title="Previous month">
          <IconButton aria-label="Previous month" size="small" onClick={() => setMonth(monthFrom(month, -1))}>
            <ChevronLeftRounded />
          </IconButton>
        </Tooltip>
        <Typography variant="subtitle1" component="h2" id="attendance-calendar-title" aria-live="polite">
          {formatMonthYear(`${month}-01`)}
        </Typography>
        <Tooltip title="Next month">
          <IconButton aria-label="Next month" size="small" onClick={() => setMonth(monthFrom(month, 1))}>
            <ChevronRightRounded />
          </IconButton>
        </Tooltip>
      </Box>
      {!days.isPending ? (
        <Box data-testid="attendance-calendar" sx={CALENDAR_SX} onKeyDown={moveFocus}>
          <Calendar
            localizer={localizer}
            culture="en"
            events={NO_EVENTS}
            date={date}
            view="month"
            views={VIEWS}
            toolbar={false}
            drilldownView={null}
            onNavigate={ignore}
            onView={ignore}
            getNow={() => dayjs(today).toDate()}
            dayPropGetter={dayPropGetter}
            components={components}
          />
        </Box>
      ) : (
        <Skeleton variant="rounded" sx={{ height: CALENDAR_SX.height }} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }} role="list" aria-label="Legend">
        {Object.entries(CALENDAR_STYLE).map(([kind, { background, label }]) => (
          <Box key={kind} role="listitem" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
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

/**
 * react-big-calendar's month view made to fit the app: the day's number fills its cell (a target a thumb can hit at
 * 390 px), dark numbers on the spec's colours (4.5:1 on each of them), today ringed in the primary colour.
 */
const CALENDAR_SX = {
  height: { xs: 330, sm: 400 },
  '& .rbc-month-view': { borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden' },
  '& .rbc-header': { py: 0.5, fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', borderColor: 'divider' },
  '& .rbc-month-row + .rbc-month-row, & .rbc-day-bg + .rbc-day-bg': { borderColor: 'divider' },
  '& .rbc-today': { backgroundColor: 'transparent' },
  // Days of the neighbouring months keep their colour, faded (the inline colour outranks a class).
  '& .rbc-off-range-bg': { backgroundColor: 'action.hover', opacity: 0.45 },
  // Their numbers stay dark enough to read (4.5:1) on the faded colours: lighter weight, not lighter ink.
  '& .rbc-off-range .attendance-day': { fontWeight: 400, color: '#334155' },
  '& .rbc-row-content, & .rbc-row-content > .rbc-row:first-of-type': { height: '100%' },
  '& .rbc-date-cell': { p: 0, display: 'flex' },
  '& .attendance-day': {
    flex: 1,
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#0f172a',
    outline: 'none',
    '&[data-today]': { fontWeight: 800, boxShadow: (t: { palette: { primary: { main: string } } }) => `inset 0 0 0 2px ${t.palette.primary.main}` },
    '&:focus-visible': { boxShadow: (t: { palette: { primary: { main: string } } }) => `inset 0 0 0 3px ${t.palette.primary.main}` },
  },
} as const;
