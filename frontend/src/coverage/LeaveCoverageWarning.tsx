import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { LinkBase } from 'react-admin';
import { DialogHeader } from '../components/DialogHeader';
import { formatDate, formatNumber } from '../i18n/format';
import type { LeaveImpact } from './coverage-api';

/**
 * Shown before approving a leave that would leave a group uncovered on a day with work due: the days and groups, with
 * Approve anyway and a link to lend the group on /coverage.
 */
export function LeaveCoverageWarning({ impact, who, onApprove, onClose }: { impact: LeaveImpact | null; who: string; onApprove: () => void; onClose: () => void }) {
  return (
    <Dialog open={impact !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="leave-coverage-title">
      <DialogHeader id="leave-coverage-title" title="Approving leaves a group uncovered" subtitle={who} onClose={onClose} />
      <DialogContent sx={{ pt: 1 }}>
        <Alert severity="warning" data-testid="leave-coverage-warning">
          <AlertTitle>Nobody would be at work in these groups</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {impact?.uncovered.map((day) => (
              <li key={`${day.date}-${day.group_id}`}>
                {day.group_name} on {formatDate(day.date, 'short')}: {formatNumber(day.work_due)} due
              </li>
            ))}
          </Box>
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button component={LinkBase} to="/coverage" color="inherit">
          Lend a group
        </Button>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={onApprove}>
          Approve anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
