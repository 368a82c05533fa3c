import type { KeyboardEvent, MouseEvent } from 'react';
import { Box, Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { CustomerSummary } from '../../api/types';
import { CustomerStatusBadge } from '../../components/CustomerStatusBadge';
import { displayFor, type ResponsiveColumn } from '../../components/table-columns';
import { TableHeaderCells } from '../../components/TableHeaderCells';
import { formatDateTime, formatINR, formatMobile, formatRelativeDay, formatTime } from '../../i18n/format';
import { businessDay, daysBetween } from '../../i18n/dates';
import { customerPath } from '../../pages/customer-detail/customer-path';

/** "Today" with the time under it, or "3 days ago"; the full date and time on hover. */
export function RelativeDateCell({ value }: { value: string | null }) {
  if (!value) {
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  }
  const label = formatRelativeDay(value);
  const daysAway = Math.abs(daysBetween(businessDay(new Date()), businessDay(value)));
  return (
    <Tooltip title={formatDateTime(value)} placement="top">
      <Box sx={{ lineHeight: 1.25 }}>
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: label === 'Today' ? 600 : 400, color: 'text.primary', whiteSpace: 'nowrap' }}>
          {label}
        </Typography>
        {daysAway <= 1 ? (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatTime(value)}
          </Typography>
        ) : null}
      </Box>
    </Tooltip>
  );
}

interface Column extends ResponsiveColumn {
  key: string;
  label: React.ReactNode;
  align?: 'right';
}

/** Long headers on two lines, so the table fits a laptop screen with the sidebar open. */
function twoLines(first: string, second: string) {
  return (
    <>
      {first}
      <br />
      {second}
    </>
  );
}

const COLUMNS: Column[] = [
  { key: 'customer', label: 'Customer' },
  { key: 'loan', label: 'Loan No.' },
  { key: 'status', label: 'Status' },
  {
    key: 'group',
    label: twoLines('Group /', 'Lead Cycle'),
    hideBelow: 'md',
  },
  { key: 'outstanding', label: 'Outstanding', align: 'right' },
  { key: 'disposition', label: twoLines('Last', 'Disposition'), hideBelow: 'lg' },
  { key: 'followUp', label: twoLines('Next', 'Follow-up') },
  { key: 'connected', label: twoLines('Last', 'Connected'), hideBelow: 'md' },
];

export interface CustomerTableProps {
  rows: CustomerSummary[] | undefined;
  selectable: boolean;
  selected: Set<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (customer: CustomerSummary) => void;
}

export function CustomerTable({ rows, selectable, selected, onToggle, onToggleAll, onOpen }: CustomerTableProps) {
  const list = rows ?? [];
  const allSelected = list.length > 0 && list.every((row) => selected.has(row.id));
  const someSelected = list.some((row) => selected.has(row.id));

  const open = (row: CustomerSummary) => (event: MouseEvent | KeyboardEvent) => {
    // Let links, checkboxes and text selection do their own thing.
    if ((event.target as HTMLElement).closest('a, button, input, label')) return;
    if (window.getSelection()?.toString()) return;
    onOpen(row);
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="Customers"
        sx={{ '& td, & th': { px: 1.25 }, '& td:first-of-type, & th:first-of-type': { pl: 2 }, '& tbody td': { py: 1.1 }, '& thead th': { lineHeight: 1.35, verticalAlign: 'bottom', py: 1 } }}
      >
        <TableHead>
          <TableRow>
            {selectable ? (
              <TableCell padding="checkbox" sx={{ pl: '8px !important' }}>
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={!allSelected && someSelected}
                  onChange={(event) => onToggleAll(event.target.checked)}
                  disabled={list.length === 0}
                  slotProps={{ input: { 'aria-label': 'Select all customers on this page' } }}
                />
              </TableCell>
            ) : null}
            <TableHeaderCells columns={COLUMNS} />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((row) => {
            const isSelected = selected.has(row.id);
            return (
              <TableRow
                key={row.id}
                hover
                selected={isSelected}
                onClick={open(row)}
                sx={{ cursor: 'pointer', '&.Mui-selected': { bgcolor: '#eff6ff' } }}
                data-testid="customer-row"
              >
                {selectable ? (
                  <TableCell padding="checkbox" sx={{ pl: '8px !important' }}>
                    <Checkbox
                      size="small"
                      checked={isSelected}
                      onChange={() => onToggle(row.id)}
                      slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
                    />
                  </TableCell>
                ) : null}
                <TableCell sx={{ minWidth: 170, maxWidth: 280 }}>
                  <Typography
                    component={LinkBase}
                    to={customerPath(row.loan_application_no, row.id)}
                    variant="body2"
                    noWrap
                    title={row.name}
                    sx={{
                      fontWeight: 600,
                      color: 'text.primary',
                      textDecoration: 'none',
                      display: 'block',
                      '&:hover': { color: 'primary.main', textDecoration: 'underline' },
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: '4px' },
                    }}
                  >
                    {row.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMobile(row.mobile)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>{row.loan_application_no}</TableCell>
                <TableCell>
                  <CustomerStatusBadge status={row.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', maxWidth: 200, ...displayFor(COLUMNS[3]) }}>
                  <Typography
                    variant="body2"
                    component="span"
                    noWrap
                    title={row.group?.name}
                    sx={{ display: 'block', color: row.group ? 'text.primary' : 'text.disabled', fontStyle: row.group ? 'normal' : 'italic' }}
                    data-testid="customer-group"
                  >
                    {row.group?.name ?? 'Unassigned'}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" data-testid="customer-cycle">
                    {row.lead_cycle_name}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {formatINR(row.total_outstanding)}
                </TableCell>
                <TableCell sx={displayFor(COLUMNS[5])}>
                  {row.last_disposition_status ? (
                    <Box component="span" sx={{ px: 0.75, py: 0.25, borderRadius: '6px', bgcolor: 'grey.100', fontSize: '0.75rem', fontWeight: 600, color: 'grey.700' }}>
                      {row.last_disposition_status}
                    </Box>
                  ) : (
                    <Typography variant="body2" component="span" color="text.disabled">
                      —
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <RelativeDateCell value={row.next_follow_up} />
                </TableCell>
                <TableCell sx={displayFor(COLUMNS[7])}>
                  <RelativeDateCell value={row.last_connected_at} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
