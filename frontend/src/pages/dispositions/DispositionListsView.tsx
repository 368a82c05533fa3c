import { useEffect, useState } from 'react';
import { Box, Button, Card, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaylistAddCheckRounded from '@mui/icons-material/PlaylistAddCheckRounded';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorState } from '../../components/LoadErrorState';
import { TableMessageRow } from '../../components/TableMessageRow';
import { TableSkeletonRows } from '../../components/TableSkeletonRows';
import { useToast } from '../../components/Toast';
import { formatDate, formatNumber } from '../../i18n/format';
import { messageOf } from '../../providers/httpClient';
import { useDispositionLists, useDispositionWrites } from './disposition-api';
import type { DispositionList } from './disposition-rules';
import { DispositionListDialog, failureToast } from './DispositionDialogs';
import { EnablementSwitch, SyncButton, Toolbar } from './DispositionParts';

export const LISTS_LOAD_ERROR = 'Error loading disposition lists. Please try again later.';

const COLUMNS = ['Name', 'Description', 'Status', 'Created', 'Disposition Statuses'];

function DeleteListDialog({ list, onClose }: { list: DispositionList | null; onClose: () => void }) {
  const writes = useDispositionWrites();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!list) return;
    setPending(true);
    try {
      await writes.deleteList(list.id);
      toast({ title: 'Disposition list deleted successfully' });
      void writes.refresh();
      onClose();
    } catch (error) {
      toast(failureToast('delete', 'list', error));
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog open={list !== null} title={`Delete ${list?.name ?? 'list'}?`} confirmLabel="Delete list" loading={pending} onClose={onClose} onConfirm={() => void confirm()}>
      {list ? (
        <>
          This deletes the list <strong>{list.name}</strong>
          {list.count > 0 ? ` and its ${formatNumber(list.count)} disposition status${list.count === 1 ? '' : 'es'}` : ''}. Deletion also removes
          {list.count === 1 ? ' it' : ' them'} from the dialer. Past feedback keeps its disposition names and codes. This cannot be undone.
        </>
      ) : null}
    </ConfirmDialog>
  );
}

/** The lists view of /dispositions (spec §2): Name, Description, Status switch, Created, statuses count with Manage, delete. */
export function DispositionListsView({ canManage, canSync, onManage }: { canManage: boolean; canSync: boolean; onManage: (list: DispositionList) => void }) {
  const lists = useDispositionLists();
  const writes = useDispositionWrites();
  const toast = useToast();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<DispositionList | null>(null);
  const [deleting, setDeleting] = useState<DispositionList | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  useEffect(() => {
    if (lists.error) toast({ title: LISTS_LOAD_ERROR, description: messageOf(lists.error, ''), variant: 'error' });
  }, [lists.error, toast]);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  const toggle = async (list: DispositionList) => {
    const next = list.status === 'enabled' ? 'disabled' : 'enabled';
    setToggling(list.id);
    try {
      await writes.setListStatus(list.id, next);
      toast({ title: 'Disposition list updated successfully', description: `${list.name} is now ${next}.` });
      await writes.refresh();
    } catch (error) {
      toast(failureToast('update', 'list', error));
    } finally {
      setToggling(null);
    }
  };

  const rows = lists.data ?? [];
  const columnCount = COLUMNS.length + (canManage ? 1 : 0);

  return (
    <>
      <Toolbar
        start={
          <Typography variant="body2" color="text.secondary">
            {lists.data ? `${formatNumber(rows.length)} list${rows.length === 1 ? '' : 's'}` : ' '}
          </Typography>
        }
        end={
          <>
            {canSync ? <SyncButton /> : null}
            {canManage ? (
              <Button variant="contained" startIcon={<AddRounded />} onClick={openCreate}>
                New Disposition List
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Disposition lists" sx={{ '& td, & th': { px: 1.5 }, '& td:first-of-type, & th:first-of-type': { pl: 2.5 }, '& tbody td': { py: 1.25 } }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((label) => (
                  <TableCell key={label} sx={{ whiteSpace: 'nowrap' }}>
                    {label}
                  </TableCell>
                ))}
                {canManage ? (
                  <TableCell align="right" sx={{ pr: '20px !important' }}>
                    Actions
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {lists.isPending ? <TableSkeletonRows rows={3} cells={Array.from({ length: columnCount }, (_, j) => ({ width: j === 1 ? 180 : 80 }))} /> : null}
              {lists.error && !lists.data ? (
                <TableMessageRow colSpan={columnCount}>
                  <LoadErrorState title={LISTS_LOAD_ERROR} error={lists.error} onRetry={lists.refetch} />
                </TableMessageRow>
              ) : null}
              {lists.data && rows.length === 0 ? (
                <TableMessageRow colSpan={columnCount}>
                  <EmptyState
                    icon={PlaylistAddCheckRounded}
                    title="No disposition lists yet"
                    hint={canManage ? 'Create a list, then add the call outcomes agents choose from.' : 'Lists appear here once an administrator creates them.'}
                    action={
                      canManage ? (
                        <Button variant="contained" startIcon={<AddRounded />} onClick={openCreate}>
                          New Disposition List
                        </Button>
                      ) : undefined
                    }
                  />
                </TableMessageRow>
              ) : null}
              {rows.map((list) => (
                <TableRow key={list.id} hover sx={list.status === 'disabled' ? { '& td': { color: 'text.secondary' } } : undefined}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600, color: list.status === 'disabled' ? 'text.secondary' : 'text.primary' }}>
                      {list.name}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 200, maxWidth: 380 }}>
                    <Typography variant="body2" color={list.description ? 'text.secondary' : 'text.disabled'}>
                      {list.description || '—'}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <EnablementSwitch value={list.status} name={list.name} readOnly={!canManage} pending={toggling === list.id} onToggle={() => void toggle(list)} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(list.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Typography variant="body2" component="span" sx={{ fontWeight: 600, minWidth: 24, fontVariantNumeric: 'tabular-nums', color: list.count ? 'text.primary' : 'text.disabled' }}>
                        {formatNumber(list.count)}
                      </Typography>
                      <Button size="small" variant="outlined" startIcon={<ChecklistRounded />} onClick={() => onManage(list)} aria-label={`Manage the statuses of ${list.name}`}>
                        {canManage ? 'Manage' : 'View'}
                      </Button>
                    </Box>
                  </TableCell>
                  {canManage ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title="Edit list">
                        <IconButton
                          size="small"
                          aria-label={`Edit ${list.name}`}
                          onClick={() => {
                            setEditing(list);
                            setFormOpen(true);
                          }}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete list">
                        <IconButton size="small" aria-label={`Delete ${list.name}`} onClick={() => setDeleting(list)} sx={{ '&:hover': { color: 'error.main' } }}>
                          <DeleteOutlineRounded fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {canManage ? (
        <>
          <DispositionListDialog open={formOpen} list={editing} onClose={() => setFormOpen(false)} />
          <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </>
  );
}
