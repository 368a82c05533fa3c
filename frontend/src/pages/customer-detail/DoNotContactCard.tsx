import { useState } from 'react';
import { Box, Button, Card, Chip, Typography } from '@mui/material';
import PhoneDisabledOutlined from '@mui/icons-material/PhoneDisabledOutlined';
import { DO_NOT_CONTACT_REASON_LABELS } from '@crm/shared';
import type { CustomerDetail } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/Toast';
import { formatDate } from '../../i18n/format';
import { messageOf } from '../../providers/httpClient';
import { useDoNotContact } from './customer-api';
import { DoNotContactDialog } from './DoNotContactDialog';

/** Admins: mark a customer that has no mark (the header's button). */
export function MarkDoNotContactButton({ customer }: { customer: CustomerDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<PhoneDisabledOutlined />} onClick={() => setOpen(true)} sx={{ color: 'text.secondary', borderColor: 'divider' }}>
        Do not contact
      </Button>
      <DoNotContactDialog customer={customer} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The do-not-contact mark while it holds (issue 31): the reason in words, its last day, who set it and when, and the
 * note; admins change or clear it (clearing asks first). Nothing when the customer has no mark.
 */
export function DoNotContactCard({ customer, canManage }: { customer: CustomerDetail; canManage: boolean }) {
  const mark = customer.do_not_contact;
  const toast = useToast();
  const { clear } = useDoNotContact(customer.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!mark) return null;

  const confirmClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Do-not-contact mark cleared', description: `${customer.name} can be called and sent messages again.` });
        setConfirming(false);
      },
      onError: (error) => toast({ title: 'Failed to clear the mark', description: messageOf(error, 'Please try again.'), variant: 'error' }),
    });

  return (
    <Card
      component="section"
      aria-labelledby="do-not-contact-heading"
      data-testid="do-not-contact-card"
      sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1.5, px: 2.5, py: 1.75, borderLeft: 4, borderLeftColor: 'error.main', bgcolor: '#fef2f2' }}
    >
      <Box sx={{ width: 36, height: 36, borderRadius: '10px', display: 'grid', placeItems: 'center', bgcolor: '#dc26261a', color: 'error.main', flexShrink: 0 }}>
        <PhoneDisabledOutlined fontSize="small" />
      </Box>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h2" id="do-not-contact-heading" sx={{ color: 'error.dark' }}>
            Do not contact
          </Typography>
          <Chip size="small" label={DO_NOT_CONTACT_REASON_LABELS[mark.reason]} sx={{ bgcolor: '#fee2e2', color: '#991b1b', fontWeight: 600 }} />
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {mark.until ? `Until ${formatDate(mark.until, 'short')}` : 'Until an admin clears it'}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          Calls and messages are refused. Marked by {mark.set_by?.name ?? 'a former user'} on {formatDate(mark.set_at, 'short')}.
        </Typography>
        {mark.note ? (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', fontStyle: 'italic' }}>
            “{mark.note}”
          </Typography>
        ) : null}
      </Box>
      {canManage ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignSelf: 'center' }}>
          <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
            Change
          </Button>
          {/* error.dark: error.main on the card's tint is below 4.5:1. */}
          <Button size="small" color="error" onClick={() => setConfirming(true)} sx={{ color: 'error.dark' }}>
            Clear mark
          </Button>
          <DoNotContactDialog customer={customer} open={editing} onClose={() => setEditing(false)} />
          <ConfirmDialog
            open={confirming}
            title="Clear the do-not-contact mark?"
            confirmLabel="Clear mark"
            loading={clear.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={confirmClear}
          >
            Agents will be able to call <strong>{customer.name}</strong> and send messages again, and the customer returns to the worklist.
            The audit trail keeps the mark.
          </ConfirmDialog>
        </Box>
      ) : null}
    </Card>
  );
}
