import { useRecordDialogs } from '../../components/useRecordDialogs';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import PlaylistAddCheckRounded from '@mui/icons-material/PlaylistAddCheckRounded';
import { EmptyState } from '../../components/EmptyState';
import { ListCard } from '../../components/list';
import { formatDate, formatNumber } from '../../i18n/format';
import { useDispositionLists } from './disposition-api';
import type { DispositionList } from './disposition-rules';
import { DeleteDispositionDialog, DispositionListDialog } from './DispositionDialogs';
import { EnablementSwitch, NewDispositionButton, SyncButton, Toolbar } from './DispositionParts';
import { DispositionTable, RowActions, RowActionsCell } from './DispositionTable';
import { useEnablementToggle } from './useEnablementToggle';

export const LISTS_LOAD_ERROR = 'Error loading disposition lists. Please try again later.';

const COLUMNS = ['Name', 'Description', 'Status', 'Created', 'Disposition Statuses'];

function DeleteListDialog({ list, onClose }: { list: DispositionList | null; onClose: () => void }) {
  return (
    <DeleteDispositionDialog kind="list" target={list} onClose={onClose}>
      {list ? (
        <>
          This deletes the list <strong>{list.name}</strong>
          {list.count > 0 ? ` and its ${formatNumber(list.count)} disposition status${list.count === 1 ? '' : 'es'}` : ''}. Deletion also removes
          {list.count === 1 ? ' it' : ' them'} from the dialer. Past feedback keeps its disposition names and codes. This cannot be undone.
        </>
      ) : null}
    </DeleteDispositionDialog>
  );
}

/** The lists view of /dispositions (spec §2): Name, Description, Status switch, Created, statuses count with Manage, delete. */
export function DispositionListsView({ canManage, canSync, onManage }: { canManage: boolean; canSync: boolean; onManage: (list: DispositionList) => void }) {
  const lists = useDispositionLists();
  const { togglingId, toggle } = useEnablementToggle('list');
  const { formOpen, editing, deleting, openCreate, openEdit, closeForm, openDelete, closeDelete } = useRecordDialogs<DispositionList>();

  const rows = lists.data ?? [];

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
            {canManage ? <NewDispositionButton kind="list" onClick={openCreate} /> : null}
          </>
        }
      />
      <DispositionTable
        query={lists}
        label="Disposition lists"
        loadError={LISTS_LOAD_ERROR}
        columnHeaders={COLUMNS.map((label) => (
          <TableCell key={label} sx={{ whiteSpace: 'nowrap' }}>
            {label}
          </TableCell>
        ))}
        canManage={canManage}
        skeleton={{ rows: 3 }}
        cards={() =>
          rows.map((list) => (
            <ListCard
              key={list.id}
              title={list.name}
              subtitle={list.description || undefined}
              badge={<EnablementSwitch value={list.status} name={list.name} readOnly={!canManage} pending={togglingId === list.id} onToggle={() => void toggle(list)} />}
              fields={[
                { label: 'Created', value: formatDate(list.createdAt) },
                { label: 'Disposition Statuses', value: formatNumber(list.count) },
              ]}
              actions={
                <>
                  <Button size="small" variant="outlined" startIcon={<ChecklistRounded />} onClick={() => onManage(list)} aria-label={`Manage the statuses of ${list.name}`}>
                    {canManage ? 'Manage' : 'View'}
                  </Button>
                  {canManage ? <RowActions kind="list" name={list.name} onEdit={() => openEdit(list)} onDelete={() => openDelete(list)} /> : null}
                </>
              }
            />
          ))
        }
        isEmpty={rows.length === 0}
        empty={
          <EmptyState
            icon={PlaylistAddCheckRounded}
            title="No disposition lists yet"
            hint={canManage ? 'Create a list, then add the call outcomes agents choose from.' : 'Lists appear here once an administrator creates them.'}
            action={canManage ? <NewDispositionButton kind="list" onClick={openCreate} /> : undefined}
          />
        }
      >
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
              <EnablementSwitch value={list.status} name={list.name} readOnly={!canManage} pending={togglingId === list.id} onToggle={() => void toggle(list)} />
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
              <RowActionsCell
                kind="list"
                name={list.name}
                onEdit={() => openEdit(list)}
                onDelete={() => openDelete(list)}
              />
            ) : null}
          </TableRow>
        ))}
      </DispositionTable>
      {canManage ? (
        <>
          <DispositionListDialog open={formOpen} list={editing} onClose={closeForm} />
          <DeleteListDialog list={deleting} onClose={closeDelete} />
        </>
      ) : null}
    </>
  );
}
