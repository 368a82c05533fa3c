import { Box, Typography } from '@mui/material';
import { actionLabel, actorName, changeLines } from '../../pages/audit/audit-format';
import type { AuditEntry } from '../../pages/audit/audit-types';
import { formatDateTime } from '../../i18n/format';

/** One change of a record: what was done, by whom and when, each field's before → after, and the reason. */
export function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  return (
    <Box component="li" sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }} data-testid="history-entry">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {actionLabel(entry.action)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          by {actorName(entry)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Typography>
      </Box>
      {lines.length ? (
        <Box component="dl" sx={{ m: 0, mt: 0.75, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.5 }}>
          {lines.map((line) => (
            <Box key={line.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: '2px' }}>
                {line.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {line.before !== undefined ? (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {line.before}
                  </Box>
                ) : null}
                {line.before !== undefined && line.after !== undefined ? (
                  <Box component="span" aria-label="changed to" sx={{ mx: 0.75, color: 'text.disabled' }}>
                    →
                  </Box>
                ) : null}
                {line.after !== undefined ? (
                  <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {line.after}
                  </Box>
                ) : null}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {entry.reason ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
          Reason: {entry.reason}
        </Typography>
      ) : null}
    </Box>
  );
}
