import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { CustomerStatusBadge } from '../../components/CustomerStatusBadge';
import { MOBILE_QUERY } from '../../theme';
import { formatDate, formatINR, formatMobile, formatNumber } from '../../i18n/format';
import {
  PREVIEW_ROWS,
  STATUS_WHEN_ABSENT,
  failedPreview,
  previewColumnsFor,
  previewStatus,
  showingNote,
  splitRowError,
  whenAbsentNote,
  type FailedRecord,
  type PreviewColumn,
  type PreviewRow,
} from './csv-import-rules';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem' } as const;
const tableSx = {
  '& td, & th': { px: 1.5, whiteSpace: 'nowrap' },
  '& tbody td': { py: 1 },
  '& tbody tr:last-of-type td': { borderBottom: 0 },
} as const;

function Empty() {
  return (
    <Typography component="span" variant="body2" color="text.disabled">
      —
    </Typography>
  );
}

function PreviewCell({ column, row }: { column: PreviewColumn; row: PreviewRow }) {
  const value = row[column.key];
  if (column.format === 'status') {
    const { status, byDefault } = previewStatus(value);
    if (!byDefault) return <CustomerStatusBadge status={status} />;
    const rule = `No status in the file. ${whenAbsentNote(STATUS_WHEN_ABSENT)}`;
    return (
      <Tooltip title={rule}>
        <Box component="span" aria-label={rule} tabIndex={0} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <CustomerStatusBadge status={status} />
          <Typography component="span" variant="caption" color="text.secondary" aria-hidden>
            if new
          </Typography>
        </Box>
      </Tooltip>
    );
  }
  if (value === undefined || value === null || value === '') return <Empty />;
  switch (column.format) {
    case 'money':
      return <>{formatINR(value as number)}</>;
    case 'date':
      return <>{formatDate(String(value))}</>;
    case 'phone':
      return <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMobile(String(value))}</Box>;
    default:
      return <>{String(value)}</>;
  }
}

/** Heading row of a preview: a title, the "Showing 10 of N" note and optional actions. */
export function PreviewHeading({ id, title, note, actions }: { id: string; title: string; note?: string; actions?: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      <Typography id={id} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {note ? (
        <Typography variant="caption" color="text.secondary" sx={{ bgcolor: 'grey.100', px: 1, py: 0.25, borderRadius: 1, fontWeight: 600 }} data-testid={`${id}-note`}>
          {note}
        </Typography>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {actions}
    </Box>
  );
}

/** The first 10 valid rows (spec §2), with the columns the file has. */
export function ValidRowsPreview({ rows, validRows }: { rows: PreviewRow[]; validRows: number }) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  const columns = previewColumnsFor(shown);
  return (
    <Box component="section" aria-labelledby="valid-preview">
      <PreviewHeading id="valid-preview" title="Valid rows" note={showingNote(shown.length, validRows)} />
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="valid-preview" sx={tableSx}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }} align="right">
                #
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.format === 'money' ? 'right' : undefined}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={`${String(row.loan_application_no)}-${index}`} hover>
                <TableCell align="right" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                  {index + 1}
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.format === 'money' ? 'right' : undefined}
                    sx={{
                      fontVariantNumeric: 'tabular-nums',
                      ...(column.key === 'name' ? { fontWeight: 600, color: 'text.primary', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' } : {}),
                      ...(column.key === 'loan_application_no' ? mono : {}),
                    }}
                  >
                    <PreviewCell column={column} row={row} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function RowErrors({ errors }: { errors: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
      {errors.map((error, index) => {
        const { field, message } = splitRowError(error);
        return (
          <Box component="li" key={`${error}-${index}`} sx={{ whiteSpace: 'normal', lineHeight: 1.4 }}>
            {field ? (
              <Box component="span" sx={{ ...mono, fontWeight: 700, color: 'error.main' }}>
                {field}
              </Box>
            ) : null}
            {field ? ' – ' : null}
            <Typography component="span" variant="body2">
              {message}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** A failed row on a phone: its row, who and which loan, then its errors, all in view. */
function FailedRowCard({ record }: { record: FailedRecord }) {
  const { name, loan_application_no: loan, mobile } = record.originalData;
  return (
    <Box component="li" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 }, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          Row {formatNumber(record.rowNumber)}
        </Typography>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name || <Empty />}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={mono}>{loan || '—'}</Box> · {mobile || '—'}
      </Typography>
      <RowErrors errors={record.errors} />
    </Box>
  );
}

/** The first 50 failed rows with their errors (spec §9), and the download of all failed rows; on a phone, as cards. */
export function FailedRowsPreview({ records, failedRows, actions }: { records: FailedRecord[]; failedRows: number; actions?: React.ReactNode }) {
  const shown = failedPreview(records);
  const onPhone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <Box component="section" aria-labelledby="failed-preview">
      <PreviewHeading id="failed-preview" title="Failed rows" note={showingNote(shown.length, failedRows)} actions={actions} />
      {onPhone ? (
        <Box component="ul" aria-labelledby="failed-preview" sx={{ m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 520, overflowY: 'auto' }}>
          {shown.map((record) => (
            <FailedRowCard key={record.rowNumber} record={record} />
          ))}
        </Box>
      ) : (
        <FailedRowsTable records={shown} />
      )}
    </Box>
  );
}

function FailedRowsTable({ records }: { records: FailedRecord[] }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 440, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-labelledby="failed-preview" sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell align="right" sx={{ width: 64 }}>
              Row
            </TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Mobile</TableCell>
            <TableCell>Loan No.</TableCell>
            <TableCell sx={{ minWidth: 280 }}>Errors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.rowNumber} hover sx={{ verticalAlign: 'top' }}>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
                {formatNumber(record.rowNumber)}
              </TableCell>
              <TableCell sx={{ fontWeight: 600, color: 'text.primary', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }} title={record.originalData.name}>
                {record.originalData.name || <Empty />}
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{record.originalData.mobile || <Empty />}</TableCell>
              <TableCell sx={mono}>{record.originalData.loan_application_no || <Empty />}</TableCell>
              <TableCell sx={{ whiteSpace: 'normal !important' }}>
                <RowErrors errors={record.errors} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
