import { Button } from '@mui/material';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import { messageOf } from '../providers/httpClient';
import { EmptyState } from './EmptyState';

export interface LoadErrorStateProps {
  /** What could not be loaded ("Failed to fetch messages"). */
  title: string;
  /** The failure: its message is the hint. */
  error: unknown;
  /** The hint when the failure has no message. */
  fallbackHint?: string;
  /** Loads again (a query's refetch). */
  onRetry: () => unknown;
  retryLabel?: string;
  icon?: SvgIconComponent;
  /** The compact form of a panel: less space and a small button. */
  dense?: boolean;
}

/** The block a list or panel shows when its data failed to load: the error's message and a button that loads again. */
export function LoadErrorState({ title, error, fallbackHint = '', onRetry, retryLabel = 'Try again', icon = ErrorOutlineRounded, dense = false }: LoadErrorStateProps) {
  return (
    <EmptyState
      dense={dense}
      icon={icon}
      title={title}
      hint={messageOf(error, fallbackHint)}
      action={
        <Button variant="outlined" size={dense ? 'small' : 'medium'} onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      }
    />
  );
}
