import { Box, Button, Dialog, DialogActions, DialogContent, List, ListItem, Typography } from '@mui/material';
import type { CustomerDetail } from '../../api/types';
import { CustomerStatusBadge } from '../../components/CustomerStatusBadge';
import { DialogHeader } from '../../components/DialogHeader';
import { formatINR } from '../../i18n/format';

/** Spec §2: when several customers share the loan number (one per lead cycle), choose one. */
export function CustomerChooserDialog({
  open,
  rows,
  selectedId,
  onSelect,
  onClose,
  onBack,
}: {
  open: boolean;
  rows: CustomerDetail[];
  selectedId?: number;
  onSelect: (row: CustomerDetail) => void;
  /** Without it the dialog insists on a choice. */
  onClose?: () => void;
  /** Leave the page instead of choosing. */
  onBack: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="customer-chooser-title">
      <DialogHeader
        id="customer-chooser-title"
        title="Select a customer record"
        subtitle={`Loan ${rows[0]?.loan_application_no ?? ''} appears in ${rows.length} lead cycles.`}
        onClose={onClose}
      />
      <DialogContent sx={{ pt: 1 }}>
        <List disablePadding sx={{ display: 'grid', gap: 1 }}>
          {rows.map((row, index) => (
            <ListItem
              key={row.id}
              sx={{
                border: 1,
                borderColor: row.id === selectedId ? 'primary.main' : 'divider',
                borderRadius: '10px',
                gap: 2,
                py: 1.25,
                bgcolor: row.id === selectedId ? '#eff6ff' : 'background.paper',
              }}
              data-testid="customer-choice"
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {row.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Lead cycle: {row.lead_cycle_name} · {formatINR(row.total_outstanding)} outstanding
                </Typography>
              </Box>
              <CustomerStatusBadge status={row.status} />
              <Button variant={row.id === selectedId ? 'contained' : 'outlined'} size="small" onClick={() => onSelect(row)} autoFocus={index === 0} aria-label={`Select ${row.name}, ${row.lead_cycle_name}`}>
                Select
              </Button>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {onClose ? (
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
        ) : (
          <Button onClick={onBack} color="inherit">
            Back to customers
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
