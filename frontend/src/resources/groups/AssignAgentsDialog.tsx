import { useEffect, useMemo, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  InputAdornment,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import type { AppUser, AssignedAgent, Group } from '../../api/types';
import { DialogHeader } from '../../components/DialogHeader';
import { initials } from '../../components/initials';
import { useToast } from '../../components/Toast';
import { messageOf } from '../../providers/httpClient';
import { useActiveAgents, useAgentAssignment, useGroupAgents, type AgentAssignmentAction } from './groups-api';

interface AgentRowProps {
  agent: Pick<AppUser, 'id' | 'name' | 'email'>;
  action: 'assign' | 'remove';
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

function AgentRow({ agent, action, busy, disabled, onClick }: AgentRowProps) {
  return (
    <ListItem
      sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', py: 0.75, pr: 1 }}
      secondaryAction={
        <Button
          size="small"
          variant={action === 'assign' ? 'outlined' : 'text'}
          color={action === 'assign' ? 'primary' : 'error'}
          onClick={onClick}
          disabled={disabled}
          startIcon={busy ? <CircularProgress size={14} color="inherit" /> : action === 'assign' ? <PersonAddAlt1Outlined /> : <PersonRemoveOutlined />}
          aria-label={`${action === 'assign' ? 'Assign' : 'Remove'} ${agent.name}`}
        >
          {action === 'assign' ? 'Assign' : 'Remove'}
        </Button>
      }
    >
      <ListItemAvatar sx={{ minWidth: 46 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.75rem', fontWeight: 700, bgcolor: action === 'remove' ? 'primary.main' : 'grey.400' }}>{initials(agent.name)}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={agent.name}
        secondary={agent.email}
        slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.875rem' } }, secondary: { sx: { fontSize: '0.75rem' } } }}
        sx={{ pr: 12 }}
      />
    </ListItem>
  );
}

function SectionTitle({ children, count }: { children: string; count?: number }) {
  return (
    <Typography variant="overline" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
      {children}
      {count !== undefined ? (
        <Box component="span" sx={{ px: 0.75, borderRadius: '6px', bgcolor: 'grey.100', color: 'grey.700', fontSize: '0.7rem' }}>
          {count}
        </Box>
      ) : null}
    </Typography>
  );
}

function ListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="rounded" height={52} />
      <Skeleton variant="rounded" height={52} />
    </Box>
  );
}

function EmptyLine({ text }: { text: string }) {
  return (
    <Box sx={{ py: 2, textAlign: 'center', border: '1px dashed', borderColor: 'grey.300', borderRadius: '10px', bgcolor: 'grey.50' }}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

/** Spec §2 "Assign Agents to Group": assigned agents with Remove, available active agents with Assign. */
export function AssignAgentsDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const open = group !== null;

  useEffect(() => {
    if (open) setSearch('');
  }, [open]);

  const assigned = useGroupAgents(group?.id, open);
  const agents = useActiveAgents(open);
  useEffect(() => {
    if (assigned.error) toast({ title: 'Failed to fetch assigned agents', description: messageOf(assigned.error, ''), variant: 'error' });
  }, [assigned.error, toast]);
  useEffect(() => {
    if (agents.error) toast({ title: 'Failed to fetch agents', description: messageOf(agents.error, ''), variant: 'error' });
  }, [agents.error, toast]);

  const available = useMemo(() => {
    const taken = new Set((assigned.data ?? []).map((agent) => agent.id));
    const needle = search.trim().toLowerCase();
    return (agents.data ?? []).filter(
      (agent) => !taken.has(agent.id) && (!needle || agent.name.toLowerCase().includes(needle) || agent.email.toLowerCase().includes(needle)),
    );
  }, [agents.data, assigned.data, search]);

  const assignment = useAgentAssignment();
  const change = ({ agent, action }: { agent: Pick<AssignedAgent, 'id' | 'name'>; action: AgentAssignmentAction }) => {
    setPendingId(agent.id);
    assignment.mutate(
      { assignment: { agent_id: agent.id, group_id: group!.id }, action },
      {
        onSuccess: () => toast({ title: action === 'assign' ? 'Agent assigned' : 'Agent removed' }),
        onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Something went wrong'), variant: 'error' }),
        onSettled: () => setPendingId(null),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-agents-title" scroll="paper">
      <DialogHeader id="assign-agents-title" title="Assign Agents to Group" subtitle={group?.name} onClose={onClose} />
      <DialogContent dividers sx={{ display: 'grid', gap: 3, borderBottom: 0 }}>
        <Box component="section" aria-label="Assigned agents">
          <SectionTitle count={assigned.data?.length}>Assigned agents</SectionTitle>
          {assigned.isPending ? (
            <ListSkeleton />
          ) : (assigned.data ?? []).length === 0 ? (
            <EmptyLine text="No agents assigned to this group" />
          ) : (
            <List disablePadding sx={{ display: 'grid', gap: 1 }} data-testid="assigned-agents">
              {(assigned.data ?? []).map((agent) => (
                <AgentRow key={agent.id} agent={agent} action="remove" busy={pendingId === agent.id} disabled={assignment.isPending} onClick={() => change({ agent, action: 'remove' })} />
              ))}
            </List>
          )}
        </Box>
        <Box component="section" aria-label="Available agents">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
            <SectionTitle count={agents.isPending || assigned.isPending ? undefined : available.length}>Available agents</SectionTitle>
            <TextField
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search agents"
              margin="none"
              sx={{ maxWidth: 220 }}
              slotProps={{
                htmlInput: { 'aria-label': 'Search available agents' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          {agents.isPending || assigned.isPending ? (
            <ListSkeleton />
          ) : available.length === 0 ? (
            <EmptyLine text="No available agents" />
          ) : (
            <List disablePadding sx={{ display: 'grid', gap: 1 }} data-testid="available-agents">
              {available.map((agent) => (
                <AgentRow key={agent.id} agent={agent} action="assign" busy={pendingId === agent.id} disabled={assignment.isPending} onClick={() => change({ agent, action: 'assign' })} />
              ))}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
