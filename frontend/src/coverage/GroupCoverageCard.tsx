import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { formatNumber } from '../i18n/format';
import type { GroupCoverage } from './coverage-api';
import { STATE_LOOK, STATUS_LABEL } from './coverage-labels';

const WORK: { key: 'follow_ups_due' | 'promises_due' | 'broken_promises' | 'never_contacted'; label: string }[] = [
  { key: 'follow_ups_due', label: 'Follow-ups due' },
  { key: 'promises_due', label: 'Promises due' },
  { key: 'broken_promises', label: 'Broken promises' },
  { key: 'never_contacted', label: 'Never contacted' },
];

/** One group on a day: its state, who is at work, and the work due; Lend group opens the loan dialog, Rule its standing rule. */
export function GroupCoverageCard({ group, onLend, onRule }: { group: GroupCoverage; onLend?: (group: GroupCoverage) => void; onRule?: (group: GroupCoverage) => void }) {
  const look = STATE_LOOK[group.state];
  return (
    <Card variant="outlined" component="article" aria-label={`${group.name}: ${look.label}`} data-testid="group-coverage" sx={{ display: 'flex', flexDirection: 'column', borderLeft: 4, borderLeftColor: `${look.color}.main` }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
            {group.name}
          </Typography>
          <Chip size="small" color={look.color} label={look.label} />
        </Box>
        {group.agents.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No agents assigned
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {group.agents.map((agent) => (
              <Box component="li" key={`${agent.id}-${agent.borrower}`} sx={{ display: 'flex', gap: 1, fontSize: '0.875rem' }}>
                <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {agent.name}
                  {agent.borrower ? (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {' '}
                      (covering)
                    </Box>
                  ) : null}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {STATUS_LABEL[agent.status]}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {group.work.total === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No work due
          </Typography>
        ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.25, fontSize: '0.8125rem', color: 'text.secondary' }}>
          {WORK.filter(({ key }) => group.work[key] > 0).map(({ key, label }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <Box component="dd" sx={{ m: 0, fontWeight: 600, color: 'text.primary', textAlign: 'right' }}>
                {formatNumber(group.work[key])}
              </Box>
            </Box>
          ))}
        </Box>
        )}
      </CardContent>
      {onLend || onRule ? (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, gap: 1 }}>
          {onLend ? (
            <Button size="small" variant={group.state === 'covered' ? 'text' : 'contained'} onClick={() => onLend(group)} aria-label={`Lend ${group.name}`}>
              Lend group
            </Button>
          ) : null}
          {onRule ? (
            <Button size="small" onClick={() => onRule(group)} aria-label={`Coverage rule of ${group.name}`} sx={{ ml: 'auto' }}>
              Rule
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
