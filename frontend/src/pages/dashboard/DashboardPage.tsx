import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Divider, FormControl, InputLabel, ListItemText, MenuItem, Select, Skeleton, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import PieChartOutline from '@mui/icons-material/PieChartOutlineOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import DonutLargeOutlined from '@mui/icons-material/DonutLargeOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PercentRounded from '@mui/icons-material/PercentRounded';
import { useGetList, useLocation, useNavigate } from 'react-admin';
import type { LeadCycle } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { initials } from '../../components/initials';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { formatDate, formatNumber } from '../../i18n/format';
import { messageOf } from '../../providers/httpClient';
import { CheckInButtons } from './CheckInButtons';
import { cycleNamesSummary } from './cycle-names';
import { useDashboardStats } from './dashboard-api';
import { RecentActivity } from './RecentActivity';
import { PromisesByAgentCard } from './PromisesByAgentCard';
import { keptRateText } from './promise-stats';
import { WorklistCard } from '../worklist/WorklistCard';
import { CoverageDashboardCard } from '../../coverage/CoverageDashboardCard';

const StatusPie = lazy(() => import('./StatusPie'));
// Agents only, and with the Reports' definitions: fetched after the dashboard's own code, not with the first load.
const MyMonthCard = lazy(() => import('./MyMonthCard'));

const CURRENT_MONTH = 'current';

function cycleDates(cycle: LeadCycle): string {
  return `${formatDate(cycle.lead_cycle_start_date)} – ${formatDate(cycle.lead_cycle_end_date)}`;
}

/** Spec §2: Current Month (the default) or a named lead cycle, kept in the URL (?period=<id>). */
function PeriodPicker({ cycles, value, onChange, loading }: { cycles: LeadCycle[]; value: string; onChange: (value: string) => void; loading: boolean }) {
  return (
    <FormControl fullWidth={false} sx={{ width: { xs: '100%', sm: 340 } }} margin="none">
      <InputLabel id="dashboard-period-label">Period</InputLabel>
      <Select
        labelId="dashboard-period-label"
        id="dashboard-period"
        label="Period"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        renderValue={(selected) => {
          if (selected === CURRENT_MONTH) return 'Current Month';
          const cycle = cycles.find((c) => String(c.id) === selected);
          return cycle ? `${cycle.name} · ${cycleDates(cycle)}` : 'Current Month';
        }}
        disabled={loading}
      >
        <MenuItem value={CURRENT_MONTH}>
          <ListItemText primary="Current Month" secondary="All lead cycles of this month" />
        </MenuItem>
        {cycles.length > 0 ? <Divider /> : null}
        {cycles.map((cycle) => (
          <MenuItem key={cycle.id} value={String(cycle.id)}>
            <ListItemText primary={cycle.name} secondary={cycleDates(cycle)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function StatCard({ label, value, display, icon: Icon, color, hint, loading }: { label: string; value: number | undefined; display?: string; icon: SvgIconComponent; color: string; hint?: ReactNode; loading: boolean }) {
  return (
    <Card data-testid="stat-card">
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {label}
          </Typography>
          {loading || (value === undefined && display === undefined) ? (
            <Skeleton variant="text" width={90} sx={{ fontSize: '2rem' }} />
          ) : (
            <Typography sx={{ fontSize: '1.85rem', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.25, mt: 0.5, fontVariantNumeric: 'tabular-nums' }} aria-label={`${label}: ${display ?? value}`}>
              {display ?? formatNumber(value)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ minHeight: 20 }}>
            {loading ? '' : hint}
          </Typography>
        </Box>
        <Box sx={{ width: 42, height: 42, borderRadius: '10px', display: { xs: 'none', sm: 'grid' }, placeItems: 'center', bgcolor: `${color}1a`, color, flexShrink: 0 }}>
          <Icon />
        </Box>
      </CardContent>
    </Card>
  );
}

function percentOf(part: number | undefined, total: number | undefined): string | undefined {
  if (part === undefined || !total) return undefined;
  return `${Math.round((part / total) * 100)}% of customers`;
}

/** / (spec §2): period picker, four stat cards, the status pie, recent activity and, for agents, attendance and the day's worklist. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const period = new URLSearchParams(location.search).get('period') ?? CURRENT_MONTH;

  const { data: cycles = [], isPending: cyclesPending } = useGetList<LeadCycle>('lead-cycles', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'lead_cycle_start_date', order: 'DESC' },
    filter: {},
  });
  const selectedCycle = cycles.find((cycle) => String(cycle.id) === period);
  const cycleIds = useMemo(() => (period === CURRENT_MONTH || !/^\d+$/.test(period) ? [] : [Number(period)]), [period]);

  const stats = useDashboardStats(cycleIds);
  useEffect(() => {
    if (stats.error) toast({ title: 'Failed to fetch stats', description: messageOf(stats.error, ''), variant: 'error' });
  }, [stats.error, toast]);

  const setPeriod = (value: string) =>
    navigate({ pathname: location.pathname, search: value === CURRENT_MONTH ? '' : `?period=${value}` }, { replace: true });

  const data = stats.data;
  const loading = stats.isPending;
  const countedCycles = data ? cycles.filter((cycle) => data.leadCycleIds.includes(cycle.id)) : [];
  const periodNote =
    period === CURRENT_MONTH
      ? countedCycles.length
        ? `Lead cycles this month: ${cycleNamesSummary(countedCycles)}`
        : 'No lead cycle runs this month yet'
      : selectedCycle
        ? `${selectedCycle.name}: ${cycleDates(selectedCycle)}`
        : '';

  return (
    <>
      <PageTitle title="Dashboard" description="Overview of your collections" />
      <Card sx={{ mb: 2.5 }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, p: 2.5, '&:last-child': { pb: 2.5 } }}>
          <Avatar sx={{ width: 48, height: 48, bgcolor: 'primary.main', fontWeight: 700 }}>{initials(user?.name)}</Avatar>
          <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography variant="h5" component="h2">
              Welcome back, {user?.name}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {formatDate(new Date())}
              {periodNote ? ` · ${periodNote}` : ''}
            </Typography>
          </Box>
          {user?.role === 'agent' ? <CheckInButtons userId={user.id} /> : null}
          <PeriodPicker cycles={cycles} value={selectedCycle || period === CURRENT_MONTH ? period : CURRENT_MONTH} onChange={setPeriod} loading={cyclesPending} />
        </CardContent>
      </Card>

      {user?.role === 'agent' ? (
        <Box sx={{ mb: 2.5 }}>
          <WorklistCard title="Your worklist today" limit={5} from="/" />
        </Box>
      ) : null}

      {user?.role === 'agent' ? (
        <Box sx={{ mb: 2.5 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <MyMonthCard />
          </Suspense>
        </Box>
      ) : null}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 2, mb: 2.5 }}>
        <StatCard label="Total Customers" value={data?.totalCustomers} icon={PeopleAltOutlined} color="#2563eb" loading={loading} hint={selectedCycle ? selectedCycle.name : 'This month'} />
        <StatCard label="Total Paid" value={data?.customerStatusCounts.paid} icon={TaskAltOutlined} color="#16a34a" loading={loading} hint={percentOf(data?.customerStatusCounts.paid, data?.totalCustomers)} />
        <StatCard label="Total Partially Paid" value={data?.customerStatusCounts.partialPaid} icon={PieChartOutline} color="#d97706" loading={loading} hint={percentOf(data?.customerStatusCounts.partialPaid, data?.totalCustomers)} />
        <StatCard label="Active Agents" value={data?.activeAgents} icon={SupportAgentOutlined} color="#7c3aed" loading={loading} hint="Active agent accounts" />
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 2, mb: 2.5 }}>
        <StatCard label="Promises made" value={data?.promises.made} icon={HandshakeOutlined} color="#2563eb" loading={loading} hint={selectedCycle ? `On ${selectedCycle.name} customers` : 'Made this month, any lead cycle'} />
        <StatCard label="Kept" value={data?.promises.kept} icon={TaskAltOutlined} color="#16a34a" loading={loading} hint={selectedCycle ? 'On time or late' : 'This month, on time or late'} />
        {/* Two to a row on a phone: the rate takes the row under made and kept. */}
        <Box sx={{ gridColumn: { xs: 'span 2', lg: 'auto' } }}>
          <StatCard label="PTP kept rate" value={data?.promises.keptRate ?? undefined} display={data ? keptRateText(data.promises.keptRate) : undefined} icon={PercentRounded} color="#d97706" loading={loading} hint={selectedCycle ? 'Of the promises decided' : 'Of those decided this month'} />
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2 }}>
        <Card component="section" aria-labelledby="status-overview-title">
          <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
            <Typography variant="subtitle1" component="h2" id="status-overview-title">
              Customer Status Overview
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Overdue, partially paid and paid customers in the selected period
            </Typography>
          </Box>
          <CardContent sx={{ minHeight: 280, display: 'grid', alignItems: 'center', pt: 1 }}>
            {loading || !data ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 4, justifyContent: 'center' }}>
                <Skeleton variant="circular" width={220} height={220} />
                <Box sx={{ display: 'grid', gap: 1.5 }}>
                  <Skeleton width={200} />
                  <Skeleton width={200} />
                  <Skeleton width={200} />
                </Box>
              </Box>
            ) : data.totalCustomers === 0 ? (
              <EmptyState icon={DonutLargeOutlined} title="No customers in this period" hint="Import customers into a lead cycle to see their status here." />
            ) : (
              <Suspense fallback={<Skeleton variant="circular" width={220} height={220} sx={{ mx: 'auto' }} />}>
                <StatusPie counts={data.customerStatusCounts} />
              </Suspense>
            )}
          </CardContent>
        </Card>
        <RecentActivity />
      </Box>
      {user?.role === 'admin' ? (
        <Box sx={{ mt: 2 }}>
          <CoverageDashboardCard />
        </Box>
      ) : null}
      {user?.role === 'admin' ? (
        <Box sx={{ mt: 2 }}>
          <PromisesByAgentCard rows={data?.promisesByAgent} loading={loading} />
        </Box>
      ) : null}
    </>
  );
}

export default DashboardPage;
