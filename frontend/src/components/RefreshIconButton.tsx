import { IconButton, Tooltip } from '@mui/material';
import RefreshRounded from '@mui/icons-material/RefreshRounded';

/**
 * A panel header's small Refresh icon button; `label` names what it reloads ("Refresh messages"). The span keeps
 * the tooltip working while the button is disabled.
 */
export function RefreshIconButton({ label, onRefresh, disabled }: { label: string; onRefresh: () => unknown; disabled?: boolean }) {
  return (
    <Tooltip title="Refresh">
      <span>
        <IconButton size="small" aria-label={label} onClick={() => void onRefresh()} disabled={disabled}>
          <RefreshRounded fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
