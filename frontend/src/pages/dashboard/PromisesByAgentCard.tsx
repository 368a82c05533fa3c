import { Box, Card, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import type { DashboardStats } from '../../api/types';
import { EmptyState } from '../../components/EmptyState';
import { formatNumber } from '../../i18n/format';
import { keptRateText } from './promise-stats';

/** Admins: promises to pay per agent in the period, most made first. */
export function PromisesByAgentCard({ rows, loading }: { rows: DashboardStats['promisesByAgent']; loading: boolean }) {
  let body;
  if (loading || !rows) {
    body = (
      <Box sx={{ px: 2.5, pb: 2 }} aria-hidden>
        {Array.from({ length: 3 }, (_, row) => (
          <Skeleton key={row} variant="text" height={32} />
        ))}
      </Box>
    );
  } else if (rows.length === 0) {
    body = <EmptyState dense icon={HandshakeOutlined} title="No promises in this period" hint="Promises to pay recorded with feedback are counted here." />;
  } else {
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Promises by agent">
          <TableHead>
            <TableRow>
              <TableCell>Agent</TableCell>
              <TableCell align="right">Made</TableCell>
              <TableCell align="right">Kept</TableCell>
              <TableCell align="right">Kept rate</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.agent.id ?? `former-${row.agent.name}`}>
                <TableCell>{row.agent.name}</TableCell>
                <TableCell align="right">{formatNumber(row.made)}</TableCell>
                <TableCell align="right">{formatNumber(row.kept)}</TableCell>
                <TableCell align="right">{keptRateText(row.keptRate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  }
  return (
    <Card component="section" aria-labelledby="promises-by-agent-title">
      <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" id="promises-by-agent-title">
          Promises by agent
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Made, kept and the kept rate over those decided, in the selected period
        </Typography>
      </Box>
      {body}
    </Card>
  );
}
