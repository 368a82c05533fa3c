import { useState } from 'react';
import { Alert, Box, Button, Card, Chip, CircularProgress, Collapse, Divider, InputAdornment, Skeleton, TextField, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SyncAltRounded from '@mui/icons-material/SyncAltRounded';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/EmptyState';
import { useToast } from '../../components/Toast';
import { MOBILE_QUERY } from '../../theme';
import { messageOf } from '../../providers/httpClient';
import { fetchSampleCsv, getImportColumns, saveCsv } from './csv-import-api';
import { COLUMN_TYPE_LABELS, STAGED_IMPORT_HOURS, filterColumns, groupImportColumns, whenAbsentNote, type ImportColumn } from './csv-import-rules';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem' } as const;

const NOTES = [
  {
    icon: PhoneIphoneOutlined,
    title: 'Phone numbers',
    text: 'Spaces, dashes and brackets are removed, and a leading +91, 91 or 0 is dropped from longer numbers. What remains must be 10 digits starting with 6, 7, 8 or 9.',
  },
  {
    icon: EventOutlined,
    title: 'Dates',
    text: 'Write dates as YYYY-MM-DD (2026-11-05), DD-MM-YYYY (05-11-2026, also with / or .) or an ISO date-time (2026-11-25T10:30:00+05:30).',
  },
  {
    icon: CurrencyRupeeRounded,
    title: 'Amounts',
    text: 'Plain rupee numbers; commas and the ₹ sign are allowed (₹1,23,456.50). Amounts cannot be negative.',
  },
  {
    icon: SyncAltRounded,
    title: 'Existing loans',
    text: 'A loan number already in the chosen lead cycle updates that customer instead of adding a second one. A loan number twice in one file fails on the second row.',
  },
  {
    icon: ViewColumnOutlined,
    title: 'Headers',
    text: 'The first row names the columns, in any order; case, spaces and dashes do not matter. Columns that are not listed here are kept with the customer as extra details.',
  },
  {
    icon: ScheduleOutlined,
    title: 'Confirm within 24 hours',
    text: `Parsing only checks the file. An upload that is not confirmed with Upload N Customers within ${STAGED_IMPORT_HOURS} hours is discarded and has to be parsed again.`,
  },
];

function ColumnName({ column }: { column: ImportColumn }) {
  return (
    <>
      <Box component="code" sx={{ ...mono, fontWeight: 700, color: 'text.primary', wordBreak: 'break-all' }}>
        {column.name}
      </Box>
      {column.aliases?.length ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          also: <Box component="span" sx={mono}>{column.aliases.join(', ')}</Box>
        </Typography>
      ) : null}
    </>
  );
}

function ColumnType({ column }: { column: ImportColumn }) {
  return <Chip size="small" label={COLUMN_TYPE_LABELS[column.type] ?? column.type} sx={{ bgcolor: 'grey.100', color: 'grey.700' }} />;
}

/** The description, the rule for an empty cell when the column has a default, and the accepted values. */
function ColumnDescription({ column }: { column: ImportColumn }) {
  return (
    <>
      <Typography variant="body2">{column.description}</Typography>
      {column.default !== undefined ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {whenAbsentNote(column.default)}
        </Typography>
      ) : null}
      {column.values?.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} aria-label={`Accepted values for ${column.name}`}>
          {column.values.map((value) => (
            <Chip key={value} size="small" variant="outlined" label={value} sx={{ ...mono, fontWeight: 600 }} />
          ))}
        </Box>
      ) : null}
    </>
  );
}

function ColumnExample({ column }: { column: ImportColumn }) {
  return (
    <Box component="code" sx={{ ...mono, color: 'text.secondary', wordBreak: 'break-word' }}>
      {column.example}
    </Box>
  );
}

/** On a phone: one card per column, nothing off to the side. */
function ColumnsList({ columns, id }: { columns: ImportColumn[]; id: string }) {
  return (
    <Box component="ul" aria-labelledby={id} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {columns.map((column) => (
        <Box component="li" key={column.name} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 }, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <ColumnName column={column} />
            </Box>
            <ColumnType column={column} />
          </Box>
          <ColumnDescription column={column} />
          <Typography variant="caption" color="text.secondary">
            e.g. <ColumnExample column={column} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ColumnsTable({ columns, id }: { columns: ImportColumn[]; id: string }) {
  const onPhone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  if (onPhone) return <ColumnsList columns={columns} id={id} />;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={id} sx={{ '& td, & th': { px: 2, verticalAlign: 'top' }, '& tbody tr:last-of-type td': { borderBottom: 0 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '24%' }}>Column</TableCell>
            <TableCell sx={{ width: '14%' }}>Type</TableCell>
            <TableCell>Description</TableCell>
            <TableCell sx={{ width: '22%' }}>Example</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column) => (
            <TableRow key={column.name} hover>
              <TableCell>
                <ColumnName column={column} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ColumnType column={column} />
              </TableCell>
              <TableCell>
                <ColumnDescription column={column} />
              </TableCell>
              <TableCell>
                <ColumnExample column={column} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ColumnSection({
  id,
  title,
  hint,
  columns,
  tone,
  collapsible = false,
  forceOpen = false,
}: {
  id: string;
  title: string;
  hint: string;
  columns: ImportColumn[];
  tone: 'required' | 'optional';
  /** Long sections start folded; a search opens them. */
  collapsible?: boolean;
  forceOpen?: boolean;
}) {
  const [open, setOpen] = useState(!collapsible);
  if (columns.length === 0) return null;
  const expanded = open || forceOpen;
  const bodyId = `${id}-body`;
  return (
    <Card component="section" aria-labelledby={id}>
      <Box sx={{ px: 2.5, py: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" id={id}>
          {title}
        </Typography>
        <Chip
          size="small"
          label={`${columns.length} ${columns.length === 1 ? 'column' : 'columns'}`}
          sx={tone === 'required' ? { bgcolor: 'error.light', color: 'error.main' } : { bgcolor: 'grey.100', color: 'grey.700' }}
        />
        <Box sx={{ flex: 1 }} />
        {collapsible && !forceOpen ? (
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={expanded}
            aria-controls={bodyId}
            endIcon={<ExpandMoreRounded sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          >
            {expanded ? 'Hide columns' : 'Show columns'}
          </Button>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {hint}
        </Typography>
      </Box>
      <Collapse in={expanded} id={bodyId} unmountOnExit>
        <Divider />
        <ColumnsTable id={id} columns={columns} />
      </Collapse>
    </Card>
  );
}

/** The Instructions tab (spec §2): how to write the file, the columns (from the server) and the sample file. */
export function InstructionsTab() {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['csv-import', 'columns'],
    queryFn: getImportColumns,
    staleTime: 60 * 60 * 1000,
  });
  const [search, setSearch] = useState('');
  const matching = filterColumns(data ?? [], search);
  const groups = groupImportColumns(matching);
  const searching = search.trim() !== '';

  const downloadSample = async () => {
    setDownloading(true);
    try {
      const { text, fileName } = await fetchSampleCsv();
      saveCsv(text, fileName);
      toast({ title: 'Download Started', description: fileName, variant: 'info' });
    } catch (failure) {
      toast({ title: 'Download Failed', description: messageOf(failure, 'Failed to download the sample CSV'), variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card component="section" aria-labelledby="csv-format-title">
        <Box sx={{ px: 2.5, py: 2, display: 'flex', alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="h2" id="csv-format-title">
              How to prepare the file
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A comma-separated file (.csv, UTF-8) with one header row and one customer per row. Start from the sample: it has every column
              with example values.
            </Typography>
          </Box>
          <Button
            variant="contained"
            onClick={() => void downloadSample()}
            disabled={downloading}
            startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadRounded />}
            sx={{ flexShrink: 0 }}
          >
            Download sample CSV
          </Button>
        </Box>
        <Divider />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 2.5, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' }, gap: 2.5 }}>
          {NOTES.map(({ icon: Icon, title, text }) => (
            <Box component="li" key={title} sx={{ display: 'flex', gap: 1.5 }}>
              <Box sx={{ width: 34, height: 34, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.light', color: 'primary.main' }}>
                <Icon fontSize="small" />
              </Box>
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Card>

      {isPending ? (
        <Card aria-busy="true" aria-label="Loading the columns">
          <Box sx={{ p: 2.5 }}>
            <Skeleton width={200} height={28} />
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={36} />
            ))}
          </Box>
        </Card>
      ) : null}

      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </Button>
          }
        >
          Could not load the column list: {messageOf(error, 'unknown error')}
        </Alert>
      ) : null}

      {data ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              label="Find a column"
              placeholder="e.g. mobile, due date, address"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              margin="none"
              sx={{ maxWidth: 360 }}
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> } }}
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {searching ? `${matching.length} of ${data.length} columns match` : `${data.length} columns in all`}
            </Typography>
          </Box>
          {searching && matching.length === 0 ? (
            <Card>
              <EmptyState dense icon={SearchRounded} title="No columns match" hint={`Nothing is called or described as “${search.trim()}”. Unlisted columns are still kept as extra details.`} />
            </Card>
          ) : null}
          <ColumnSection
            id="csv-required-columns"
            title="Required columns"
            hint="Every row needs a value in each of these; a row without one fails."
            columns={groups.required}
            tone="required"
          />
          <ColumnSection
            id="csv-optional-columns"
            title="Optional columns"
            hint="Customer and loan fields. Leave out a column you do not have. An empty cell clears that field on a loan that is updated, except in a column with a default, which such a loan keeps."
            columns={groups.optional}
            tone="optional"
          />
          <ColumnSection
            id="csv-metadata-columns"
            title="Additional details"
            hint="Stored with the customer as extra details: addresses, references, links, offers and the payment history strings."
            columns={groups.metadata}
            tone="optional"
            collapsible
            forceOpen={searching}
          />
        </>
      ) : null}
    </Box>
  );
}
