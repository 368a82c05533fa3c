import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';

export interface ListCardField {
  label: string;
  value: ReactNode;
}

export interface ListCardProps {
  title: ReactNode;
  /** A line under the title (a mobile number, a loan number, an email). */
  subtitle?: ReactNode;
  /** Top right: a status badge. */
  badge?: ReactNode;
  /** The row's other key fields, two to a line. */
  fields?: ListCardField[];
  /** Buttons at the bottom (edit, delete, refresh). */
  actions?: ReactNode;
  /** Opens the record (as a row click does on a wide screen). Links and buttons inside keep their own click. */
  onOpen?: () => void;
  /** The accessible name of an openable card. */
  openLabel?: string;
  testId?: string;
}

/** One row of a list on a phone: the key fields stacked in a card, so nothing scrolls sideways. */
export function ListCard({ title, subtitle, badge, fields = [], actions, onOpen, openLabel, testId }: ListCardProps) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    if (!onOpen || (event.target as HTMLElement).closest('a, button, input, label')) return;
    onOpen();
  };
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid={testId ?? 'list-card'}
      tabIndex={onOpen ? 0 : undefined}
      aria-label={onOpen ? openLabel : undefined}
      onClick={onOpen ? open : undefined}
      onKeyDown={
        onOpen
          ? (event) => {
              if (event.key === 'Enter') open(event);
            }
          : undefined
      }
      sx={{
        listStyle: 'none',
        p: 1.5,
        cursor: onOpen ? 'pointer' : undefined,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {badge ? <Box sx={{ flexShrink: 0 }}>{badge}</Box> : null}
      </Box>
      {fields.length > 0 ? (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1.5, rowGap: 1, m: 0, mt: 1.25 }}>
          {fields.map((field) => (
            <Box key={field.label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {field.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {field.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5, mt: 1 }}>{actions}</Box> : null}
    </Card>
  );
}

/** The phone layout of a list: its cards, one a row. */
export function ListCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'grid', gap: 1, m: 0, p: 1.5 }}>
      {children}
    </Box>
  );
}
