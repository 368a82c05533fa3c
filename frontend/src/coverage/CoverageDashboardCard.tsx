import { Box, Button, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { LoadErrorState } from '../components/LoadErrorState';
import { useCoverageToday } from './coverage-api';
import { STATE_LOOK } from './coverage-labels';

/** The admin dashboard's view of today's coverage: how many groups are uncovered or thin, naming them, and a link to /coverage. */
export function CoverageDashboardCard() {
  const { data, isPending, error, refetch } = useCoverageToday();
  const short = data?.groups.filter((group) => group.state !== 'covered') ?? [];
  return (
    <Card component="section" aria-labelledby="coverage-card-title">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id="coverage-card-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            Coverage today
          </Typography>
          <Button component={LinkBase} to="/coverage" size="small">
            Open coverage
          </Button>
        </Box>
        {isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : error ? (
          <LoadErrorState dense title="Failed to fetch today's coverage" error={error} onRetry={refetch} />
        ) : short.length === 0 ? (
          <Typography color="text.secondary">Every group has someone at work today.</Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {short.map((group) => (
              <Chip key={group.id} color={STATE_LOOK[group.state].color} label={`${group.name}: ${STATE_LOOK[group.state].label}`} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
