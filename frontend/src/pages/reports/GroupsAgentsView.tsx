import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { formatNumber } from '../../i18n/format';
import { CsvLink } from './CsvLink';
import { ReportLoad } from './ReportLoad';
import type { ReportFilters, ReportPeriod } from './report-query';
import { ReportSection } from './ReportSection';
import { reportCsvHref, useAgentReport, useGroupReport } from './reports-api';
import { WorkTable } from './WorkTable';

const noWork = 'No calls in this period';
const noWorkHint = 'Nothing was recorded for this period and these filters. Choose another period or clear a filter.';

/** Groups and agents: one row each for the period, with the agent's rank within the group; a row narrows the page. */
export function GroupsAgentsView({ period, filters, groupNames, onGroup, onAgent }: {
  period: ReportPeriod | undefined;
  filters: ReportFilters;
  groupNames: Map<number, string>;
  onGroup: (groupId: number) => void;
  onAgent: (agentId: number) => void;
}) {
  const groups = useGroupReport(period, filters);
  const agents = useAgentReport(period, filters);
  const groupName = (id: number | null) => (id === null ? undefined : (groupNames.get(id) ?? `Group ${id}`));
  return (
    <>
      <ReportSection id="groups-report" title="Groups" hint="Select a group to narrow the page to it" actions={period ? <CsvLink href={reportCsvHref('groups', period, filters)} what="the groups" /> : null}>
        <ReportLoad query={groups} what="the groups" icon={PeopleAltOutlined} empty={(data) => data.groups.length === 0} emptyTitle="No groups in this period" emptyHint={noWorkHint}>
          {(data) => (
            <WorkTable
              label="Groups"
              first="Group"
              withRank={false}
              selectedId={filters.groupId}
              onOpen={(row) => onGroup(row.id)}
              rows={data.groups.map((group) => ({ ...group, id: group.group_id, detail: `${formatNumber(group.agents)} agent${group.agents === 1 ? '' : 's'}` }))}
            />
          )}
        </ReportLoad>
      </ReportSection>
      <ReportSection id="agents-report" title="Agents" hint="Ranked within their group; select an agent to narrow the page to them" actions={period ? <CsvLink href={reportCsvHref('agents', period, filters)} what="the agents" /> : null}>
        <ReportLoad query={agents} what="the agents" icon={PeopleAltOutlined} empty={(data) => data.agents.length === 0} emptyTitle={noWork} emptyHint={noWorkHint}>
          {(data) => (
            <WorkTable
              label="Agents"
              first="Agent"
              withRank
              selectedId={filters.agentId}
              onOpen={(row) => onAgent(row.id)}
              rows={data.agents.map((agent) => ({
                ...agent,
                id: agent.agent_id,
                detail: agent.group_ids.map((id) => groupName(id)).join(', ') || 'No group',
                rank: agent.rank === null ? undefined : `${agent.rank} in ${groupName(agent.rank_group_id)}`,
              }))}
            />
          )}
        </ReportLoad>
      </ReportSection>
    </>
  );
}
