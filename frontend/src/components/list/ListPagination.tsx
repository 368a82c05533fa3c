import { useId } from 'react';
import { Box, Button, FormControl, MenuItem, Pagination, Select, Typography } from '@mui/material';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { formatNumber } from '../../i18n/format';

/** Spec §9: the page sizes a list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/**
 * "Showing 21 to 40 of 42 customers" (spec §2: "Showing X to Y of Z results"); "of about 5,00,000" when the server
 * only estimated the total (`totalIsEstimate`).
 */
export function rangeText(page: number, perPage: number, total: number, noun: string, totalIsEstimate = false): string {
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * perPage + 1);
  const last = Math.min(total, page * perPage);
  return `Showing ${formatNumber(first)} to ${formatNumber(last)} of ${totalIsEstimate ? 'about ' : ''}${formatNumber(total)} ${noun}`;
}

export interface ListPaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** The server estimated `total` (and so the number of pages) instead of counting it. */
  totalIsEstimate?: boolean;
  /** What the rows are, plural ("customers", "results"). */
  noun: string;
  onPage: (page: number) => void;
  /** Offers 10/20/50/100 rows per page when given. */
  onPerPage?: (perPage: PageSize) => void;
  testId?: string;
}

/**
 * The one pagination of every list: the range text, rows per page (where the list lets people choose), Previous,
 * page numbers (from the sm breakpoint up) and Next.
 */
export function ListPagination({ page, perPage, total, totalIsEstimate, noun, onPage, onPerPage, testId }: ListPaginationProps) {
  const perPageId = useId();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, pages);
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary" role="status" data-testid={testId}>
        {rangeText(current, perPage, total, noun, totalIsEstimate)}
      </Typography>
      {onPerPage ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="label" id={`${perPageId}-label`} htmlFor={perPageId}>
            Rows per page
          </Typography>
          <FormControl size="small" margin="none" sx={{ width: 80 }}>
            <Select
              id={perPageId}
              labelId={`${perPageId}-label`}
              value={isPageSize(perPage) ? perPage : DEFAULT_PAGE_SIZE}
              onChange={(event) => onPerPage(Number(event.target.value) as PageSize)}
              sx={{ '& .MuiSelect-select': { py: 0.6 } }}
            >
              {PAGE_SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {size}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Box>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button size="small" variant="outlined" color="inherit" startIcon={<ChevronLeftRounded />} disabled={current <= 1} onClick={() => onPage(current - 1)}>
          Previous
        </Button>
        <Pagination
          count={pages}
          page={current}
          onChange={(_, next) => onPage(next)}
          hidePrevButton
          hideNextButton
          shape="rounded"
          size="small"
          color="primary"
          siblingCount={1}
          boundaryCount={1}
          sx={{ display: { xs: 'none', sm: 'block' } }}
          getItemAriaLabel={(type, item, selected) => (type === 'page' ? `${selected ? 'Current page, ' : 'Go to '}page ${item}` : `Go to ${type} page`)}
        />
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
          {current} / {pages}
        </Typography>
        <Button size="small" variant="outlined" color="inherit" endIcon={<ChevronRightRounded />} disabled={current >= pages} onClick={() => onPage(current + 1)}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
