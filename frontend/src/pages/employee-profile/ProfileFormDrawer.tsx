import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { FormSection, type SectionsContext } from './ProfileFormSections';
import { sectionDomId, sectionsFor, type SectionId } from './profile-sections';
import type { DraftErrors } from './profile-form';
import type { FieldContext } from './ProfileFormFields';

export interface ProfileFormDrawerProps {
  open: boolean;
  /** The section the form opens at (the card whose edit button was used). */
  section: SectionId;
  title: string;
  ctx: FieldContext;
  /** Problems to show: after a refused save, or the server's. */
  errors: DraftErrors;
  userId: number;
  isAdmin: boolean;
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

/** The slide-over form: every section, scrolled to the one asked for; the save button under it. */
export function ProfileFormDrawer({ open, section, title, ctx, errors, userId, isAdmin, saveLabel, saving, onSave, onClose }: ProfileFormDrawerProps) {
  const [uploads, setUploads] = useState(0);
  const problems = Object.keys(errors).length;

  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(sectionDomId(section));
      target?.scrollIntoView({ block: 'start' });
      target?.querySelector<HTMLElement>('input:not([type=hidden]):not([aria-hidden=true]), textarea, button, [role=spinbutton]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [open, section]);

  const sectionsCtx: SectionsContext = {
    ...ctx,
    errors,
    userId,
    onBusyChange: (busy) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1))),
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={saving ? undefined : onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 680 }, display: 'flex', flexDirection: 'column' }, role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'profile-form-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Typography id="profile-form-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} disabled={saving} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <Box component="form" noValidate id="profile-form" onSubmit={(event) => { event.preventDefault(); onSave(); }} sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 3 }, py: 2.5 }}>
        {sectionsFor(isAdmin).map((item) => (
          <FormSection key={item.id} section={item} ctx={sectionsCtx} />
        ))}
      </Box>
      <Divider />
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {problems > 0 ? (
          <Alert severity="error" sx={{ py: 0, flex: '1 1 240px' }}>
            {problems === 1 ? '1 field needs attention' : `${problems} fields need attention`}
          </Alert>
        ) : (
          <Box sx={{ flex: 1 }} />
        )}
        <Button color="inherit" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="profile-form"
          variant="contained"
          disabled={saving || uploads > 0}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {uploads > 0 ? 'Uploading…' : saveLabel}
        </Button>
      </Box>
    </Drawer>
  );
}
