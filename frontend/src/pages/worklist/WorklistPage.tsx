import { Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useGetList, useLocation, useNavigate } from 'react-admin';
import type { AppUser } from '../../api/types';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { PageTitle } from '../../components/PageTitle';
import { WorklistCard } from './WorklistCard';

const FLOOR = 'floor';

/** Admins: whose worklist, kept in the address (?agent=<id>); the whole floor without one. */
function AgentPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { data: agents = [], isPending } = useGetList<AppUser>('users', {
    filter: { role: 'agent', is_active: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const known = value === FLOOR || agents.some((agent) => String(agent.id) === value);
  return (
    <FormControl sx={{ width: { xs: '100%', sm: 320 } }} margin="none">
      <InputLabel id="worklist-agent-label">Worklist of</InputLabel>
      <Select labelId="worklist-agent-label" id="worklist-agent" label="Worklist of" value={known ? value : FLOOR} disabled={isPending} onChange={(event) => onChange(event.target.value)}>
        <MenuItem value={FLOOR}>The whole floor</MenuItem>
        {agents.map((agent) => (
          <MenuItem key={agent.id} value={String(agent.id)}>
            {agent.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** /worklist: an agent's queue for the day; an admin's for any agent or the whole floor. */
export function WorklistPage() {
  const { user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'admin';
  const chosen = new URLSearchParams(location.search).get('agent');
  const agentId = isAdmin && chosen && /^\d+$/.test(chosen) ? Number(chosen) : undefined;
  const choose = (value: string) => navigate({ pathname: location.pathname, search: value === FLOOR ? '' : `?agent=${value}` }, { replace: true });

  return (
    <>
      <PageTitle title="Worklist" description="Who to call next, in order" />
      {isAdmin ? (
        <Box sx={{ mb: 2 }}>
          <AgentPicker value={agentId === undefined ? FLOOR : String(agentId)} onChange={choose} />
        </Box>
      ) : null}
      <WorklistCard key={agentId ?? FLOOR} title={isAdmin ? (agentId === undefined ? "The floor's worklist" : "The agent's worklist") : 'Your worklist'} agentId={agentId} from={`${location.pathname}${location.search}`} />
    </>
  );
}

export default WorklistPage;
