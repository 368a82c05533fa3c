import type { ReactNode } from 'react';
import { Box, Button, Chip, Switch, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { DISPOSITION_SYNC, TataSyncButton } from '../../components/TataSyncButton';
import type { Enablement } from './disposition-rules';
import type { DispositionKind } from './DispositionDialogs';

/** Enabled/Disabled: a switch for admins, a badge for everyone else (the server refuses their writes). */
export function EnablementSwitch({
  value,
  name,
  onToggle,
  pending = false,
  readOnly = false,
}: {
  value: Enablement;
  name: string;
  onToggle: () => void;
  pending?: boolean;
  readOnly?: boolean;
}) {
  const enabled = value === 'enabled';
  if (readOnly) {
    return <Chip size="small" label={enabled ? 'Enabled' : 'Disabled'} sx={enabled ? { bgcolor: 'success.light', color: 'success.main' } : { bgcolor: 'grey.100', color: 'grey.600' }} />;
  }
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Switch
        size="small"
        checked={enabled}
        onChange={onToggle}
        disabled={pending}
        slotProps={{ input: { 'aria-label': `${enabled ? 'Disable' : 'Enable'} ${name}` } }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, color: enabled ? 'success.main' : 'text.secondary' }}>
        {enabled ? 'Enabled' : 'Disabled'}
      </Typography>
    </Box>
  );
}

/** Spec §2: admin-only "Sync Dispositions with Tata" (POST /api/disposition-sync); the tables refetch after it. */
export function SyncButton() {
  return <TataSyncButton sync={DISPOSITION_SYNC} />;
}

/** The row of buttons above a table. */
export function Toolbar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      {start}
      <Box sx={{ flex: 1 }} />
      {end}
    </Box>
  );
}

/** The admin's "New Disposition List" or "New Disposition Status" button. */
export function NewDispositionButton({ kind, onClick }: { kind: DispositionKind; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddRounded />} onClick={onClick}>
      {kind === 'list' ? 'New Disposition List' : 'New Disposition Status'}
    </Button>
  );
}
