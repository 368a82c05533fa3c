import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Dialog, DialogContent, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import { DialogHeader } from '../../../components/DialogHeader';
import { EmptyState } from '../../../components/EmptyState';
import { addDays, businessDay } from '../../../i18n/dates';
import { formatDate, formatMonthYear } from '../../../i18n/format';
import type { Holiday } from '../../../api/types';
import { useHolidays } from './attendance-api';

/** Spec §9: at most 5 upcoming-holiday cards. */
const UPCOMING_HOLIDAY_CARDS = 5;
/** How far ahead the cards look. */
const UPCOMING_DAYS = 365;

/** The next non-weekend holidays from today, at most five. */
export function upcomingHolidays(holidays: Holiday[], today: string): Holiday[] {
  return holidays
    .filter((h) => h.type !== 'WEEKEND' && h.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, UPCOMING_HOLIDAY_CARDS);
}

/** This year's holidays by month ("Jan 2026" → holidays), weekly offs left out. */
export function holidaysByMonth(holidays: Holiday[]): [string, Holiday[]][] {
  const months = new Map<string, Holiday[]>();
  for (const holiday of [...holidays].filter((h) => h.type !== 'WEEKEND').sort((a, b) => a.date.localeCompare(b.date))) {
    const key = holiday.date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), holiday]);
  }
  return [...months.entries()];
}

/** Spec §2: up to 5 upcoming non-weekend holiday cards and 'View all holidays' grouped by month, flexi tagged. */
export function HolidayCards() {
  const today = businessDay();
  const year = today.slice(0, 4);
  // Two ranges the leave module accepts (at most 400 days each): a year ahead for the cards (December's cards show
  // January's holidays), and this calendar year for the dialog, asked for only once the dialog is opened.
  const [open, setOpen] = useState(false);
  const holidays = useHolidays(today, addDays(today, UPCOMING_DAYS));
  const yearHolidays = useHolidays(`${year}-01-01`, `${year}-12-31`, open);
  const upcoming = upcomingHolidays(holidays.data ?? [], today);
  const thisYear = yearHolidays.data ?? [];
  return (
    <Card component="section" aria-labelledby="upcoming-holidays-title">
      <Box sx={{ px: 2.5, pt: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" id="upcoming-holidays-title">
          Upcoming holidays
        </Typography>
        <Button size="small" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
          View all holidays
        </Button>
      </Box>
      <CardContent>
        {holidays.isPending ? (
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" width={160} height={64} />
            ))}
          </Box>
        ) : upcoming.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No upcoming holidays.
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5 }}>
            {upcoming.map((holiday) => (
              <Box key={holiday.id} data-testid="holiday-card" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap title={holiday.name}>
                  {holiday.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {formatDate(holiday.date, 'weekday')} {holiday.date.slice(0, 4)}
                </Typography>
                {holiday.type === 'FLEXI' ? <Chip size="small" label="Flexi" color="info" variant="outlined" sx={{ mt: 0.5 }} /> : null}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="all-holidays-title">
        <DialogHeader id="all-holidays-title" title={`Holidays ${year}`} onClose={() => setOpen(false)} />
        <DialogContent>
          {yearHolidays.isPending ? (
            <Box aria-busy="true" aria-label="Loading holidays">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="text" />
              ))}
            </Box>
          ) : thisYear.length === 0 ? (
            <EmptyState dense icon={BeachAccessOutlined} title="No holidays this year" />
          ) : (
            holidaysByMonth(thisYear).map(([month, list]) => (
              <Box key={month} sx={{ mb: 1.5 }}>
                <Typography variant="overline" color="text.secondary">
                  {formatMonthYear(`${month}-01`)}
                </Typography>
                <List dense disablePadding>
                  {list.map((holiday) => (
                    <ListItem key={holiday.id} disableGutters secondaryAction={holiday.type === 'FLEXI' ? <Chip size="small" label="Flexi" color="info" variant="outlined" /> : null}>
                      <ListItemText primary={holiday.name} secondary={formatDate(holiday.date, 'weekday')} />
                    </ListItem>
                  ))}
                </List>
              </Box>
            ))
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
