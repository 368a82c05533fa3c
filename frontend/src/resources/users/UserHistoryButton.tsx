import { useState } from 'react';
import { Dialog, DialogContent, IconButton, Tooltip } from '@mui/material';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { AppUser } from '../../api/types';
import { DialogHeader } from '../../components/DialogHeader';
import { HistoryPanel } from '../../components/history';

/** A row action of the users list: the user's audit trail (role, status, password set) in a dialog. */
export function UserHistoryButton({ user }: { user: Pick<AppUser, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const titleId = `user-history-${user.id}-title`;
  return (
    <>
      <Tooltip title="History">
        <IconButton size="small" aria-label={`History of ${user.name}`} onClick={() => setOpen(true)}>
          <HistoryOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogHeader id={titleId} title={`History of ${user.name}`} subtitle="Changes to this account, newest first" onClose={() => setOpen(false)} />
        <DialogContent sx={{ pt: 0 }}>{open ? <HistoryPanel variant="plain" entity="user" entityId={String(user.id)} /> : null}</DialogContent>
      </Dialog>
    </>
  );
}
