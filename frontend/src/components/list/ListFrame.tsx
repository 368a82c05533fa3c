import type { ReactNode } from 'react';
import { Card, LinearProgress } from '@mui/material';
import { LoadErrorState } from '../LoadErrorState';
import { ListCards } from './ListCard';
import { ListSkeleton } from './ListSkeleton';
import { usePhoneLayout } from './usePhoneLayout';

export interface ListFrameProps {
  /** The list's accessible name ("Customers"). */
  label: string;
  /** The first page is loading (nothing to show yet). */
  isPending: boolean;
  /** A later page or a refetch is loading (the rows on screen stay). */
  isFetching?: boolean;
  error?: unknown;
  /** The error card's title ("Failed to fetch customers"). */
  errorTitle: string;
  onRetry: () => unknown;
  /** There are rows to show (loaded now, or kept from the previous page while the next loads). */
  hasRows: boolean;
  /** The empty state (an EmptyState with the list's own words). */
  empty: ReactNode;
  /** The rows as a table (from the sm breakpoint up). */
  table: ReactNode;
  /** The rows as ListCard elements (on a phone). */
  cards: () => ReactNode;
  /** The pagination, shown under the rows. */
  footer?: ReactNode;
  skeletonRows?: number;
  /** Shown above the rows in every state, inside the card (a heading of the list). */
  header?: ReactNode;
}

/**
 * The card every list lives in, and its states in one vocabulary: a skeleton while the first page loads, a thin
 * progress bar while another loads, the error with Try again when loading failed (never an empty list), the empty
 * state, then the rows: a table, or one card a row on a phone.
 */
export function ListFrame({ label, isPending, isFetching = false, error, errorTitle, onRetry, hasRows, empty, table, cards, footer, skeletonRows, header }: ListFrameProps) {
  const phone = usePhoneLayout();
  let body: ReactNode;
  if (hasRows) body = phone ? <ListCards label={label}>{cards()}</ListCards> : table;
  else if (error) body = <LoadErrorState title={errorTitle} error={error} onRetry={onRetry} />;
  else if (isPending) body = <ListSkeleton rows={skeletonRows} />;
  else body = empty;
  return (
    <Card sx={{ position: 'relative' }}>
      {isFetching && !isPending ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2, zIndex: 2 }} aria-label={`Loading ${label.toLowerCase()}`} /> : null}
      {header}
      {body}
      {hasRows ? footer : null}
    </Card>
  );
}
