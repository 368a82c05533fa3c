import type { ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { EmptyState, ListSkeleton, LoadErrorState } from '../../components/list';

interface Loadable<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** A report's real states: placeholder lines while loading, the error with Try again, the empty text, else the content. */
export function ReportLoad<T>({ query, what, empty, emptyTitle, emptyHint, icon = InsightsOutlined, children }: {
  query: Loadable<T>;
  /** "the cycle report": in the error's title. */
  what: string;
  empty: (data: T) => boolean;
  emptyTitle: string;
  emptyHint?: string;
  icon?: SvgIconComponent;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <LoadErrorState title={`Failed to load ${what}`} error={query.error} onRetry={query.refetch} />;
  if (query.isPending || !query.data) return <ListSkeleton rows={4} />;
  if (empty(query.data)) return <EmptyState icon={icon} title={emptyTitle} hint={emptyHint} />;
  return <>{children(query.data)}</>;
}
