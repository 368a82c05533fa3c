import { useMemo } from 'react';
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useLocation, useNavigate } from 'react-admin';
import type { AppUser, Group, LeadCycle } from '../../api/types';
import { PageTitle } from '../../components/PageTitle';
import { RememberedTabs, tabPanelProps } from '../../components/RememberedTabs';
import { CycleView } from './CycleView';
import { DispositionsView } from './DispositionsView';
import { GroupsAgentsView } from './GroupsAgentsView';
import { PeriodFilters, recentMonths } from './PeriodFilters';
import { parseReportQuery, serialiseReportQuery, type ReportFilters, type ReportPeriod, type ReportQuery } from './report-query';
import { useCycleReport } from './reports-api';

type View = 'cycles' | 'people' | 'dispositions';
const TABS = [
  { id: 'cycles', label: 'Cycle over cycle' },
  { id: 'people', label: 'Groups and agents' },
  { id: 'dispositions', label: 'Dispositions' },
] as const;

/** The Call History of an agent: its search matches the agent's name (the list takes no agent id in its address). */
export const callHistoryOf = (agentName: string) => `/calls?${new URLSearchParams({ search: agentName }).toString()}`;

/** The customer list narrowed to a group (its `group_id` filter). */
export const customersOfGroup = (groupId: number) => `/customers?${new URLSearchParams({ group_id: String(groupId) }).toString()}`;

/** /reports (admin, issue 28): one period and one set of filters for three views; all kept in the address. */
export function ReportsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseReportQuery(location.search), [location.search]);
  const setQuery = (next: ReportQuery) => navigate({ pathname: location.pathname, search: serialiseReportQuery(next) }, { replace: true });

  const { data: cycles = [], isPending: cyclesPending } = useGetList<LeadCycle>('lead-cycles', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'lead_cycle_start_date', order: 'DESC' },
    filter: {},
  });
  const { data: groups = [] } = useGetList<Group>('groups', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
  const { data: agents = [] } = useGetList<AppUser>('users', { filter: { role: 'agent' }, pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });

  // Without a period in the address: the newest lead cycle (a month when there is none yet).
  const period: ReportPeriod | undefined =
    query.period ?? (cycles[0] ? { kind: 'cycle', leadCycleId: cycles[0].id } : cyclesPending ? undefined : { kind: 'month', month: recentMonths()[0] });
  const filters = query.filters;
  const cycleReport = useCycleReport(period, filters);
  const buckets = useMemo(() => {
    const seen = new Set<string>();
    for (const cycle of cycleReport.data?.cycles ?? []) for (const row of cycle.by_bucket) if (row.bucket) seen.add(row.bucket);
    return [...seen].sort();
  }, [cycleReport.data]);

  const groupNames = useMemo(() => new Map(groups.map((group) => [Number(group.id), group.name])), [groups]);
  const agent = agents.find((candidate) => candidate.id === filters.agentId);
  const group = filters.groupId ? groupNames.get(filters.groupId) : undefined;
  const setFilters = (next: ReportFilters) => setQuery({ period, filters: next });
  const scope = agent ? agent.name : group ? group : 'all groups and agents';

  return (
    <>
      <PageTitle title="Reports" description="Cycle over cycle, groups and agents, dispositions" />
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
          <PeriodFilters
            period={period}
            filters={filters}
            cycles={cycles}
            groups={groups}
            agents={agents}
            buckets={buckets}
            partners={cycleReport.data?.lending_partners ?? []}
            onPeriod={(next) => setQuery({ period: next, filters })}
            onFilters={setFilters}
          />
          {agent || group ? (
            <Alert severity="info" sx={{ mt: 2, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}>
              {/* The buttons under the sentence on a phone, beside it on a wide screen: never squeezing it away. */}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
                <Box component="span" sx={{ flex: '1 1 220px' }}>
                  Narrowed to {[group ? `group ${group}` : null, agent ? `agent ${agent.name}` : null].filter(Boolean).join(', ')}
                </Box>
                {agent ? (
                  <Button component={RouterLink} to={callHistoryOf(agent.name)} size="small" color="inherit">
                    Open Call History
                  </Button>
                ) : null}
                {group && filters.groupId ? (
                  <Button component={RouterLink} to={customersOfGroup(filters.groupId)} size="small" color="inherit">
                    Open customers
                  </Button>
                ) : null}
                <Button size="small" color="inherit" onClick={() => setFilters({ ...filters, agentId: undefined, groupId: undefined })}>
                  Show everyone
                </Button>
              </Box>
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <RememberedTabs<View> storeKey="reports.tab" tabs={TABS} idPrefix="reports" aria-label="Reports" variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
        {(active) => (
          <Box {...tabPanelProps('reports', active)}>
            {active === 'cycles' ? <CycleView period={period} filters={filters} /> : null}
            {active === 'people' ? (
              <GroupsAgentsView
                period={period}
                filters={filters}
                groupNames={groupNames}
                onGroup={(groupId) => setFilters({ ...filters, groupId, agentId: undefined })}
                onAgent={(agentId) => setFilters({ ...filters, agentId })}
              />
            ) : null}
            {active === 'dispositions' ? <DispositionsView period={period} filters={filters} scope={scope} /> : null}
          </Box>
        )}
      </RememberedTabs>
    </>
  );
}

export default ReportsPage;
