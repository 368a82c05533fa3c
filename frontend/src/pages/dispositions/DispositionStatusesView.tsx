import { useMemo, useState } from 'react';
import { useRecordDialogs } from '../../components/useRecordDialogs';
import { Box, Button, Chip, IconButton, InputAdornment, Skeleton, TableCell, TableRow, TableSortLabel, TextField, Tooltip, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import RuleRounded from '@mui/icons-material/RuleRounded';
import { EmptyState } from '../../components/EmptyState';
import { ContactTypeBadge, DispositionCodeBadge } from '../../components/feedback/DispositionBadges';
import { formatNumber } from '../../i18n/format';
import { useDispositionStatuses } from './disposition-api';
import {
  DEFAULT_STATUS_SORT,
  filterByContactType,
  formatCallbackDuration,
  nextSort,
  sortStatuses,
  type DispositionList,
  type DispositionStatus,
  type StatusSort,
  type StatusSortField,
} from './disposition-rules';
import { DeleteDispositionDialog, DispositionStatusDialog } from './DispositionDialogs';
import { EnablementSwitch, NewDispositionButton, SyncButton, Toolbar } from './DispositionParts';
import { ListCard } from '../../components/list';
import { DispositionTable, RowActions, RowActionsCell } from './DispositionTable';
import { useEnablementToggle } from './useEnablementToggle';

export const STATUSES_LOAD_ERROR = 'Failed to fetch disposition statuses';

interface Column {
  key: string;
  label: string;
  sort?: StatusSortField;
}

const COLUMNS: Column[] = [
  { key: 'name', label: 'Name', sort: 'name' },
  { key: 'code', label: 'Code', sort: 'code' },
  { key: 'status', label: 'Status' },
  { key: 'contact_type', label: 'Contact Type', sort: 'contact_type' },
  { key: 'next', label: 'Next Contact Date/Time' },
];

function DeleteStatusDialog({ status, onClose }: { status: DispositionStatus | null; onClose: () => void }) {
  return (
    <DeleteDispositionDialog kind="status" target={status} onClose={onClose}>
      {status ? (
        <>
          This deletes the disposition status <strong>{status.name}</strong> ({status.code}). Deletion also removes it from the dialer. Past
          feedback keeps its disposition name and code. This cannot be undone.
        </>
      ) : null}
    </DeleteDispositionDialog>
  );
}

function NextContactMarker({ status }: { status: DispositionStatus }) {
  const duration = formatCallbackDuration(status.disposition_next_call_duration);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {status.next_date_time_needed ? (
        <Tooltip title="Agents must pick a follow-up date and time">
          <Chip size="small" icon={<CheckCircleRounded />} label="Required" sx={{ bgcolor: 'info.light', color: 'info.main', '& .MuiChip-icon': { color: 'info.main' } }} />
        </Tooltip>
      ) : (
        <Typography variant="body2" color="text.disabled" aria-label="Not required">
          —
        </Typography>
      )}
      {status.disposition_next_call_duration !== null ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          next call in {duration}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The statuses of one list (spec §2): Back to Lists; Name, Code, Status, Contact Type, Next Contact marker, delete. */
export function DispositionStatusesView({
  list,
  listId,
  canManage,
  canSync,
  onBack,
}: {
  list: DispositionList | undefined;
  listId: number;
  canManage: boolean;
  canSync: boolean;
  onBack: () => void;
}) {
  const statuses = useDispositionStatuses(listId);
  const { togglingId, toggle } = useEnablementToggle('status');
  const [sort, setSort] = useState<StatusSort>(DEFAULT_STATUS_SORT);
  const [filter, setFilter] = useState('');
  const { formOpen, editing, deleting, openCreate, openEdit, closeForm, openDelete, closeDelete } = useRecordDialogs<DispositionStatus>();

  const rows = useMemo(() => sortStatuses(filterByContactType(statuses.data ?? [], filter), sort), [statuses.data, filter, sort]);
  const total = statuses.data?.length ?? 0;

  return (
    <>
      <Toolbar
        start={
          <>
            <Button startIcon={<ArrowBackRounded />} color="inherit" onClick={onBack} sx={{ color: 'text.secondary' }}>
              Back to Lists
            </Button>
            <TextField
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Filter by contact type"
              margin="none"
              sx={{ flex: '0 1 280px', minWidth: 200 }}
              slotProps={{
                htmlInput: { 'aria-label': 'Filter by contact type', maxLength: 40 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <FilterListRounded fontSize="small" sx={{ color: 'text.secondary' }} />
                    </InputAdornment>
                  ),
                  endAdornment: filter ? (
                    <InputAdornment position="end">
                      <IconButton size="small" edge="end" aria-label="Clear the contact type filter" onClick={() => setFilter('')}>
                        <CloseRounded fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            />
          </>
        }
        end={
          <>
            {canSync ? <SyncButton /> : null}
            {canManage ? <NewDispositionButton kind="status" onClick={openCreate} /> : null}
          </>
        }
      />

      <DispositionTable
        query={statuses}
        label={`Disposition statuses${list ? ` of ${list.name}` : ''}`}
        loadError={STATUSES_LOAD_ERROR}
        aboveTable={
          <Box sx={{ px: 2.5, py: 1.75, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
            <RuleRounded sx={{ color: 'text.secondary' }} aria-hidden />
            <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
              <Typography variant="subtitle1" component="h2">
                {list ? list.name : statuses.data ? 'Disposition statuses' : <Skeleton width={160} />}
              </Typography>
              {list?.description ? (
                <Typography variant="body2" color="text.secondary">
                  {list.description}
                </Typography>
              ) : null}
            </Box>
            {list ? (
              <Chip size="small" label={list.status === 'enabled' ? 'List enabled' : 'List disabled'} sx={list.status === 'enabled' ? { bgcolor: 'success.light', color: 'success.main' } : { bgcolor: 'grey.100', color: 'grey.600' }} />
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {statuses.data ? (filter ? `${formatNumber(rows.length)} of ${formatNumber(total)} statuses` : `${formatNumber(total)} status${total === 1 ? '' : 'es'}`) : ''}
            </Typography>
          </Box>
        }
        columnHeaders={COLUMNS.map((column) => (
          <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }} sortDirection={column.sort && sort.field === column.sort ? sort.order : false}>
            {column.sort ? (
              <TableSortLabel active={sort.field === column.sort} direction={sort.field === column.sort ? sort.order : 'asc'} onClick={() => setSort(nextSort(sort, column.sort as StatusSortField))}>
                {column.label}
              </TableSortLabel>
            ) : (
              column.label
            )}
          </TableCell>
        ))}
        canManage={canManage}
        skeleton={{ rows: 4 }}
        cards={() =>
          rows.map((status) => (
            <ListCard
              key={status.id}
              title={status.name}
              badge={<EnablementSwitch value={status.status} name={status.name} readOnly={!canManage} pending={togglingId === status.id} onToggle={() => void toggle(status)} />}
              fields={[
                { label: 'Code', value: <DispositionCodeBadge code={status.code} contactType={status.contact_type} /> },
                { label: 'Contact Type', value: <ContactTypeBadge type={status.contact_type} /> },
                { label: 'Next Contact', value: <NextContactMarker status={status} /> },
              ]}
              actions={canManage ? <RowActions kind="status" name={status.name} onEdit={() => openEdit(status)} onDelete={() => openDelete(status)} /> : undefined}
            />
          ))
        }
        isEmpty={rows.length === 0}
        empty={
          filter ? (
            <EmptyState
              icon={FilterListRounded}
              title="No statuses match this contact type"
              hint={`Nothing matches “${filter}”. Try WPC, RPC or NC.`}
              action={
                <Button variant="outlined" onClick={() => setFilter('')}>
                  Clear filter
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={RuleRounded}
              title="No disposition statuses in this list"
              hint={canManage ? 'Add the outcomes agents choose from, such as PTP (promise to pay) or CBL (call back).' : undefined}
              action={canManage ? <NewDispositionButton kind="status" onClick={openCreate} /> : undefined}
            />
          )
        }
      >
        {rows.map((status) => (
          <TableRow key={status.id} hover>
            <TableCell sx={{ minWidth: 180 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, color: status.status === 'disabled' ? 'text.secondary' : 'text.primary' }}>
                  {status.name}
                </Typography>
                {status.is_default_disposition ? <Chip size="small" variant="outlined" label="Default" /> : null}
              </Box>
            </TableCell>
            <TableCell>
              <DispositionCodeBadge code={status.code} contactType={status.contact_type} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <EnablementSwitch value={status.status} name={status.name} readOnly={!canManage} pending={togglingId === status.id} onToggle={() => void toggle(status)} />
            </TableCell>
            <TableCell>
              <ContactTypeBadge type={status.contact_type} />
            </TableCell>
            <TableCell>
              <NextContactMarker status={status} />
            </TableCell>
            {canManage ? (
              <RowActionsCell
                kind="status"
                name={status.name}
                onEdit={() => openEdit(status)}
                onDelete={() => openDelete(status)}
              />
            ) : null}
          </TableRow>
        ))}
      </DispositionTable>
      {canManage ? (
        <>
          <DispositionStatusDialog open={formOpen} listId={listId} listName={list?.name} status={editing} onClose={closeForm} />
          <DeleteStatusDialog status={deleting} onClose={closeDelete} />
        </>
      ) : null}
    </>
  );
}
