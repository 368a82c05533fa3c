import type { ReactNode } from 'react';
import { DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/** A dialog title with a close button (and an optional line under it). */
export function DialogHeader({ title, subtitle, onClose, id }: { title: ReactNode; subtitle?: ReactNode; onClose?: () => void; id?: string }) {
  return (
    <DialogTitle id={id} sx={{ pr: onClose ? 6 : 3 }}>
      {title}
      {subtitle ? (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', fontWeight: 400, mt: 0.5 }}>
          {subtitle}
        </Typography>
      ) : null}
      {onClose ? (
        <IconButton aria-label="Close" onClick={onClose} size="small" sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      ) : null}
    </DialogTitle>
  );
}
