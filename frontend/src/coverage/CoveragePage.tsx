import { useState } from 'react';
import { Box, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { EmptyState } from '../components/EmptyState';
import { LoadErrorState } from '../components/LoadErrorState';
import { PageTitle } from '../components/PageTitle';
import { formatDate } from '../i18n/format';
import { CoverageRuleDialog } from './CoverageRuleDialog';
import { useCoverageForecast, useCoverageToday, type CoverageDay, type GroupCoverage } from './coverage-api';
import { STATE_LOOK } from './coverage-labels';
import { GroupCoverageCard } from './GroupCoverageCard';
import { LendGroupDialog } from './LendGroupDialog';
import { LoansList } from './LoansList';
import { ThinThresholdCard } from './ThinThresholdCard';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

function TodayGroups({ day, onLend, onRule }: { day: CoverageDay; onLend: (group: GroupCoverage) => void; onRule: (group: GroupCoverage) => void }) {
  if (day.groups.length === 0) return <EmptyState icon={GroupsOutlined} title="No groups yet" hint="Create groups and assign agents to see their coverage." />;
  return (
    <Box sx={GRID}>
      {day.groups.map((group) => (
        <GroupCoverageCard key={group.id} group={group} onLend={onLend} onRule={onRule} />
      ))}
    </Box>
  );
}

/** The coming days: per day, the groups not covered (uncovered and thin), each with Lend group. */
function Forecast({ days, onLend }: { days: CoverageDay[]; onLend: (group: GroupCoverage, date: string) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {days.map((day) => {
        const short = day.groups.filter((group) => group.state !== 'covered');
        return (
          <Card key={day.date} variant="outlined" component="article" aria-label={formatDate(day.date, 'weekday')} data-testid="forecast-day">
            <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {formatDate(day.date, 'weekday')}
                </Typography>
                {day.non_working ? <Chip size="small" label={day.non_working} /> : null}
                <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                  {short.length === 0 ? 'Every group covered' : `${short.length} of ${day.groups.length} groups short`}
                </Typography>
              </Box>
              {day.non_working ? null : (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {short.map((group) => (
                    <Chip
                      key={group.id}
                      color={STATE_LOOK[group.state].color}
                      variant="outlined"
                      label={`${group.name}: ${STATE_LOOK[group.state].label}${group.work.total ? ` · ${group.work.total} due` : ''}`}
                      onClick={() => onLend(group, day.date)}
                      aria-label={`Lend ${group.name} for ${formatDate(day.date, 'short')}`}
                    />
                  ))}
                </Box>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/** /coverage (admins): today's groups (uncovered first), the next seven days, lending groups, the running loans, each group's standing rule and the thin threshold. */
export default function CoveragePage() {
  const today = useCoverageToday();
  const forecast = useCoverageForecast();
  const [lending, setLending] = useState<{ group: GroupCoverage; from: string } | null>(null);
  const [ruleOf, setRuleOf] = useState<GroupCoverage | null>(null);
  const todayDate = today.data?.date ?? '';
  return (
    <>
      <PageTitle title="Coverage" description="Who is at work in each group, and the work due" />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box component="section" aria-labelledby="coverage-today-title" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="coverage-today-title" variant="h6" component="h2">
            Today{todayDate ? ` · ${formatDate(todayDate, 'short')}` : ''}
          </Typography>
          {today.isPending ? (
            <Box sx={GRID}>{[0, 1, 2].map((n) => <Skeleton key={n} variant="rounded" height={160} />)}</Box>
          ) : today.error ? (
            <LoadErrorState title="Failed to fetch today's coverage" error={today.error} onRetry={today.refetch} />
          ) : (
            <TodayGroups day={today.data} onLend={(group) => setLending({ group, from: today.data.date })} onRule={setRuleOf} />
          )}
        </Box>
        {todayDate ? <LoansList today={todayDate} /> : null}
        <ThinThresholdCard />
        <Box component="section" aria-labelledby="coverage-forecast-title" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="coverage-forecast-title" variant="h6" component="h2">
            Next 7 days
          </Typography>
          {forecast.isPending ? (
            <Skeleton variant="rounded" height={200} />
          ) : forecast.error ? (
            <LoadErrorState title="Failed to fetch the forecast" error={forecast.error} onRetry={forecast.refetch} />
          ) : (
            <Forecast days={forecast.data} onLend={(group, date) => setLending({ group, from: date })} />
          )}
        </Box>
      </Box>
      <LendGroupDialog group={lending?.group ?? null} from={lending?.from ?? todayDate} onClose={() => setLending(null)} />
      <CoverageRuleDialog group={ruleOf} groups={today.data?.groups ?? []} onClose={() => setRuleOf(null)} />
    </>
  );
}
