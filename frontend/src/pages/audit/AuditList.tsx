import { Box, Tooltip, Typography } from '@mui/material';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { DataTable, FilterForm, FilterContext, LinkBase, ListBase, useListContext } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { ListCard, ListToolbar, RaListFrame } from '../../components/list';
import { PageTitle } from '../../components/PageTitle';
import { RequireAccess } from '../../components/RequireAccess';
import { actionLabel, actorName, changeSummary, recordLabel, recordPath } from './audit-format';
import type { AuditEntry } from './audit-types';
import { formatDateTime } from '../../i18n/format';
import { auditFilters } from './AuditFilters';

/** The table's columns, typed by the row. */
const Column = DataTable.Col<AuditEntry>;

export const AUDIT_LIST_ERROR = 'Failed to load the audit trail';
export const AUDIT_LIST_EMPTY = 'No changes recorded yet';

function RecordCell({ entry }: { entry: AuditEntry }) {
  const text = recordLabel(entry);
  const path = recordPath(entry);
  return path ? (
    <LinkBase to={path} style={{ color: 'inherit', fontWeight: 600 }}>
      {text}
    </LinkBase>
  ) : (
    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  );
}

function ChangesCell({ entry }: { entry: AuditEntry }) {
  const { text, full } = changeSummary(entry);
  return (
    <Tooltip title={full ? <Box sx={{ whiteSpace: 'pre-line' }}>{full}</Box> : ''}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 240, maxWidth: 420, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Tooltip>
  );
}

function NoEntries() {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return <EmptyState icon={HistoryOutlined} title={AUDIT_LIST_EMPTY} hint={filtered ? 'Nothing matches these filters. Try a wider date range or another record type.' : 'Every change to customers, calls, users and settings will be listed here.'} />;
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <ListCard
      title={<RecordCell entry={entry} />}
      subtitle={<time dateTime={entry.at}>{formatDateTime(entry.at)}</time>}
      badge={actionLabel(entry.action)}
      fields={[
        { label: 'Who', value: actorName(entry) },
        { label: 'Reason', value: entry.reason || '—' },
      ]}
      actions={<Box sx={{ width: '100%' }}><ChangesCell entry={entry} /></Box>}
    />
  );
}

function AuditTable() {
  return (
    <DataTable<AuditEntry> rowClick={false} bulkActionButtons={false} sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}>
      <Column source="at" label="When" render={(entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>} sx={{ whiteSpace: 'nowrap' }} />
      <Column source="actor" label="Who" disableSort render={(entry) => actorName(entry)} sx={{ whiteSpace: 'nowrap' }} />
      <Column source="entity" label="Record" disableSort render={(entry) => <RecordCell entry={entry} />} sx={{ whiteSpace: 'nowrap' }} />
      <Column source="action" label="Action" disableSort render={(entry) => actionLabel(entry.action)} />
      <Column source="changes" label="What changed" disableSort render={(entry) => <ChangesCell entry={entry} />} />
      <Column
        source="reason"
        label="Reason"
        disableSort
        sx={{ display: { xs: 'none', md: 'table-cell' } }}
        render={(entry) => (
          <Typography variant="body2" color={entry.reason ? 'text.secondary' : 'text.disabled'}>
            {entry.reason || '—'}
          </Typography>
        )}
      />
    </DataTable>
  );
}

/** /audit (issue 12): every change with who made it, when and what it changed, newest first. Admins only. */
export function AuditList() {
  return (
    <>
      <PageTitle title="Audit trail" description="Who changed what, and when" />
      <ListBase resource="audit" sort={{ field: 'at', order: 'DESC' }} perPage={10} disableSyncWithLocation={false}>
        <FilterContext.Provider value={auditFilters}>
          <ListToolbar filters={<FilterForm />} label="Audit filters" />
        </FilterContext.Provider>
        <RaListFrame<AuditEntry>
          label="Audit trail"
          noun="changes"
          errorTitle={AUDIT_LIST_ERROR}
          empty={<NoEntries />}
          table={<AuditTable />}
          card={(entry) => <AuditCard key={entry.id} entry={entry} />}
        />
      </ListBase>
    </>
  );
}

export default function AuditPage() {
  return (
    <RequireAccess resource="audit">
      <AuditList />
    </RequireAccess>
  );
}
