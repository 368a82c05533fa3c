import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import { useQueryClient } from '@tanstack/react-query';
import { LinkBase, useGetList } from 'react-admin';
import type { Group, LeadCycle } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LEAD_SYNC, TataSyncButton } from '../../components/TataSyncButton';
import { useToast } from '../../components/Toast';
import { formatNumber } from '../../i18n/format';
import { messageOf } from '../../providers/httpClient';
import { isAbortError, uploadPercent } from '../../providers/uploadWithProgress';
import { commitImport, fetchFailedRowsCsv, saveCsv, uploadCsv, validationErrorsOf } from './csv-import-api';
import { CSV_MESSAGES, STAGED_IMPORT_HOURS, failedRowsFileName, importedMessage, isCsvFile, splitProblems, uploadButtonLabel } from './csv-import-rules';
import { CreateLeadCycleDialog } from './CreateLeadCycleDialog';
import { FileDropZone } from './FileDropZone';
import { ErrorCategories, SummaryTiles } from './ImportSummary';
import { ImportTarget, leadCycleLabel } from './ImportTarget';
import { FailedRowsPreview, ValidRowsPreview } from './PreviewTables';
import { StepCard } from './StepCard';
import { canCommit, initialUploadState, isBusy, parsedResultOf, resetNeedsConfirmation, uploadReducer } from './upload-state';

const LEAD_CYCLE_QUERY = { pagination: { page: 1, perPage: 200 }, sort: { field: 'lead_cycle_start_date', order: 'DESC' as const } };
const GROUP_QUERY = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

/** After a commit: what happened, Sync with Tata (pushes the imported customers to the dialer) and the way to the customers. */
function ImportDone({ created, updated, leadCycle, group, onAgain }: { created: number; updated: number; leadCycle: string; group: string | null; onAgain: () => void }) {
  return (
    <Box data-testid="import-done">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <CheckCircleRounded sx={{ color: 'success.main', fontSize: 32, mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {importedMessage(created + updated)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Into {leadCycle}
            {group ? `, group ${group}` : ', no group'}.
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ display: 'flex', gap: 4, my: 2, ml: { sm: 6 } }}>
        {[
          { label: 'Created', value: created, hint: 'new customers' },
          { label: 'Updated', value: updated, hint: 'loans already in this cycle' },
        ].map((item) => (
          <Box key={item.label} sx={{ m: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid={`done-${item.label.toLowerCase()}`}>
              {formatNumber(item.value)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {item.hint}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ ml: { sm: 6 } }}>
        <TataSyncButton sync={LEAD_SYNC} sx={{ width: { xs: '100%', sm: 'auto' } }} />
        <Button component={LinkBase} to="/customers" variant="contained" startIcon={<PeopleAltOutlined />}>
          View customers
        </Button>
        <Button onClick={onAgain} startIcon={<RestartAltRounded />} color="inherit">
          Import another file
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The Upload tab of /csv-upload (spec §2, §4, §5, §8): choose a file, parse it on the server (nothing is saved),
 * review the summary and previews, choose a lead cycle and group, then commit the staged rows.
 */
export function UploadTab() {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const [leadCycleId, setLeadCycleId] = useState<number | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [createdCycle, setCreatedCycle] = useState<LeadCycle | null>(null);
  const [creatingCycle, setCreatingCycle] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const reviewHeadingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const { data: cycleList, isPending: loadingCycles, error: cyclesError } = useGetList<LeadCycle>('lead-cycles', LEAD_CYCLE_QUERY);
  const { data: groupList, isPending: loadingGroups, error: groupsError } = useGetList<Group>('groups', GROUP_QUERY);
  const leadCycles = useMemo(() => {
    const list = cycleList ?? [];
    return createdCycle && !list.some((cycle) => cycle.id === createdCycle.id) ? [createdCycle, ...list] : list;
  }, [cycleList, createdCycle]);
  const groups = groupList ?? [];

  const { file, phase } = state;
  const busy = isBusy(phase);
  const result = parsedResultOf(phase);
  const done = phase.kind === 'done' ? phase : null;

  // Leaving while a file uploads or an import commits would lose track of it.
  useEffect(() => {
    if (!busy) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const chooseFile = (picked: File) => {
    if (!isCsvFile(picked)) {
      toast({ ...CSV_MESSAGES.invalidType, variant: 'error' });
      return;
    }
    dispatch({ type: 'select', file: picked });
  };

  const parse = async () => {
    if (!file) {
      toast({ ...CSV_MESSAGES.noFile, variant: 'error' });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    dispatch({ type: 'upload-start' });
    try {
      const response = await uploadCsv(file, {
        signal: controller.signal,
        onProgress: (loaded, total) => dispatch({ type: 'upload-progress', percent: uploadPercent(loaded, total) }),
        onUploaded: () => dispatch({ type: 'uploaded' }),
      });
      dispatch({ type: 'parsed', result: response });
      if (response.validationErrors?.length) {
        toast({ title: CSV_MESSAGES.parsingError, description: response.validationErrors[0], variant: 'error' });
      }
      // Take keyboard and screen-reader users to what the parse found.
      requestAnimationFrame(() => reviewHeadingRef.current?.focus());
    } catch (error) {
      if (isAbortError(error)) {
        dispatch({ type: 'parse-failed' });
        return;
      }
      const problems = validationErrorsOf(error);
      const message = messageOf(error, CSV_MESSAGES.parseFallback);
      if (problems.length) {
        dispatch({ type: 'rejected', errors: problems, message });
        requestAnimationFrame(() => reviewHeadingRef.current?.focus());
      } else {
        dispatch({ type: 'parse-failed' });
      }
      toast({ title: CSV_MESSAGES.parsingError, description: message || CSV_MESSAGES.parseFallback, variant: 'error' });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const cancelUpload = () => abortRef.current?.abort();

  const resetAll = () => {
    abortRef.current?.abort();
    dispatch({ type: 'clear' });
    setLeadCycleId(null);
    setGroupId(null);
    setConfirmingReset(false);
  };

  const askReset = () => {
    if (resetNeedsConfirmation(phase)) setConfirmingReset(true);
    else resetAll();
  };

  const commit = async () => {
    if (!result || phase.kind !== 'parsed' || !result.importId || result.summary.validRows === 0) {
      toast({ ...CSV_MESSAGES.noData, variant: 'error' });
      return;
    }
    if (leadCycleId === null) return;
    const cycle = leadCycles.find((item) => item.id === leadCycleId);
    const group = groupId === null ? null : groups.find((item) => item.id === groupId);
    dispatch({ type: 'commit-start' });
    try {
      const response = await commitImport({ leadCycle: leadCycleId, group_id: groupId, importId: result.importId });
      dispatch({
        type: 'committed',
        commit: response,
        leadCycleLabel: cycle ? leadCycleLabel(cycle) : `lead cycle ${leadCycleId}`,
        groupLabel: group ? group.name : null,
      });
      toast({ title: CSV_MESSAGES.importSuccessful, description: importedMessage(response.created + response.updated) });
      for (const resource of ['customers', 'lead-cycles', 'groups']) void queryClient.invalidateQueries({ queryKey: [resource] });
    } catch (error) {
      dispatch({ type: 'commit-failed' });
      toast({ title: CSV_MESSAGES.importFailed, description: messageOf(error, 'The customers could not be imported.'), variant: 'error' });
    }
  };

  const downloadFailed = async () => {
    if (!result || result.failedRecords.length === 0) return;
    setDownloading(true);
    try {
      const text = await fetchFailedRowsCsv(result.failedRecords);
      const name = failedRowsFileName();
      saveCsv(text, name);
      toast({ title: CSV_MESSAGES.downloadStarted, description: name, variant: 'info' });
    } catch {
      toast({ ...CSV_MESSAGES.downloadFailed, variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const validRows = result?.summary.validRows ?? null;
  const commitReady = canCommit(phase, leadCycleId);
  const hasAnything = file !== null || leadCycleId !== null || groupId !== null || phase.kind !== 'empty';
  const uploadHint =
    phase.kind === 'committing'
      ? ''
      : !result
        ? 'Parse a file first'
        : validRows === 0
          ? 'No valid rows to import'
          : leadCycleId === null
            ? 'Choose a lead cycle first'
            : '';

  return (
    <Stack spacing={2}>
      <Alert severity="info" icon={<GppGoodOutlined />} sx={{ bgcolor: '#f0f7ff', border: 1, borderColor: 'primary.light', '& .MuiAlert-icon': { color: 'primary.main' } }}>
        CSV files are processed and checked first; customers are saved to the server only after you review the preview and confirm the upload.
        An upload that is not confirmed within {STAGED_IMPORT_HOURS} hours is discarded.
      </Alert>

      <StepCard
        step={1}
        title="Choose a CSV file"
        subtitle="Pick the customer file exported from the lending partner, then parse it to check every row."
        done={result !== null}
      >
        <FileDropZone file={file} onFile={chooseFile} onRemove={() => dispatch({ type: 'clear' })} disabled={busy || done !== null} locked={result !== null || phase.kind === 'rejected'} />

        <Box aria-live="polite" sx={{ mt: phase.kind === 'uploading' || phase.kind === 'validating' ? 2 : 0 }}>
          {phase.kind === 'uploading' ? (
            <Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Uploading…
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {phase.percent}%
                </Typography>
              </Box>
              <LinearProgress variant="determinate" value={phase.percent} aria-label="Uploading file" sx={{ height: 6, borderRadius: 3 }} />
            </Box>
          ) : null}
          {phase.kind === 'validating' ? (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                Checking every row on the server…
              </Typography>
              <LinearProgress aria-label="Validating rows" sx={{ height: 6, borderRadius: 3 }} />
            </Box>
          ) : null}
        </Box>

        {result === null ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            {phase.kind === 'rejected' ? (
              <Button onClick={resetAll} startIcon={<RestartAltRounded />} variant="contained">
                Choose another file
              </Button>
            ) : (
              <Button
                variant="contained"
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FactCheckOutlined />}
                onClick={() => void parse()}
                disabled={busy}
              >
                {busy ? 'Parsing…' : 'Parse CSV'}
              </Button>
            )}
            {phase.kind === 'uploading' ? (
              <Button onClick={cancelUpload} color="inherit">
                Cancel
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </StepCard>

      <StepCard
        ref={reviewHeadingRef}
        step={2}
        title="Review the rows"
        subtitle="Only valid rows are imported. Fix failed rows in the file and import them again later."
        done={result !== null && result.summary.validRows > 0}
        inactive={!result && phase.kind !== 'rejected'}
      >
        {phase.kind === 'rejected' ? (
          <Alert severity="error" data-testid="file-problems">
            <AlertTitle>The file was not accepted</AlertTitle>
            Nothing from this file was imported. Fix these problems and choose the file again:
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {splitProblems(phase.errors).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          </Alert>
        ) : null}

        {!result && phase.kind !== 'rejected' ? (
          <EmptyState dense icon={FactCheckOutlined} title="Nothing to review yet" hint="Choose a CSV file and parse it: the totals, the first valid rows and the failed rows show here." />
        ) : null}

        {result ? (
          <Stack spacing={3}>
            <SummaryTiles result={result} />
            <ErrorCategories result={result} />
            {result.extraColumns.length > 0 ? (
              <Alert severity="info" variant="outlined">
                {result.extraColumns.length === 1 ? 'One column is not a known field' : `${formatNumber(result.extraColumns.length)} columns are not known fields`} and will be kept
                with each customer as extra details: {result.extraColumns.join(', ')}.
              </Alert>
            ) : null}
            {result.summary.validRows > 0 ? (
              <ValidRowsPreview rows={result.validatedData} validRows={result.summary.validRows} />
            ) : (
              <Alert severity="warning">
                <AlertTitle>No valid rows</AlertTitle>
                Every row of this file failed validation, so there is nothing to import. Download the failed rows, fix them and parse the file again.
              </Alert>
            )}
            {result.summary.failedRows > 0 ? (
              <FailedRowsPreview
                records={result.failedRecords}
                failedRows={result.summary.failedRows}
                actions={
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => void downloadFailed()}
                    disabled={downloading || result.failedRecords.length === 0}
                    startIcon={downloading ? <CircularProgress size={14} color="inherit" /> : <DownloadRounded />}
                  >
                    Download failed rows
                  </Button>
                }
              />
            ) : null}
            {result.summary.failedRows > result.failedRecords.length ? (
              <Typography variant="caption" color="text.secondary">
                The download holds the first {formatNumber(result.failedRecords.length)} of {formatNumber(result.summary.failedRows)} failed rows.
              </Typography>
            ) : null}
          </Stack>
        ) : null}
      </StepCard>

      <StepCard
        step={3}
        title="Import into a lead cycle"
        subtitle="Choose where the customers go, then confirm. All valid rows are imported together, or none."
        done={done !== null}
        inactive={!result}
      >
        {done ? (
          <ImportDone created={done.commit.created} updated={done.commit.updated} leadCycle={done.leadCycleLabel} group={done.groupLabel} onAgain={resetAll} />
        ) : (
          <>
            <ImportTarget
              leadCycles={leadCycles}
              groups={groups}
              loadingCycles={loadingCycles}
              loadingGroups={loadingGroups}
              leadCycleId={leadCycleId}
              groupId={groupId}
              onLeadCycle={setLeadCycleId}
              onGroup={setGroupId}
              onCreateLeadCycle={() => setCreatingCycle(true)}
              disabled={busy}
            />
            {cyclesError || groupsError ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {cyclesError ? 'Could not load the lead cycles.' : 'Could not load the groups.'} Reload the page to try again.
              </Alert>
            ) : null}
            {phase.kind === 'committing' ? (
              <Box aria-live="polite" sx={{ mt: 2 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                  Importing {formatNumber(phase.result.summary.validRows)} customers…
                </Typography>
                <LinearProgress aria-label="Importing customers" sx={{ height: 6, borderRadius: 3 }} />
              </Box>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
              <Tooltip title={uploadHint} disableHoverListener={!uploadHint} disableFocusListener={!uploadHint}>
                <span>
                  <Button
                    variant="contained"
                    size="large"
                    onClick={() => void commit()}
                    disabled={leadCycleId === null || busy || (result !== null && !commitReady)}
                    startIcon={phase.kind === 'committing' ? <CircularProgress size={16} color="inherit" /> : undefined}
                    sx={{ width: { xs: '100%', sm: 'auto' } }}
                  >
                    {phase.kind === 'committing' ? 'Importing…' : uploadButtonLabel(validRows)}
                  </Button>
                </span>
              </Tooltip>
              <Button onClick={askReset} disabled={!hasAnything || phase.kind === 'committing'} startIcon={<RestartAltRounded />} color="inherit">
                Reset
              </Button>
              {uploadHint && hasAnything ? (
                <Typography variant="body2" color="text.secondary" sx={{ pl: { sm: 1 } }}>
                  {uploadHint}.
                </Typography>
              ) : null}
            </Stack>
          </>
        )}
      </StepCard>

      <CreateLeadCycleDialog
        open={creatingCycle}
        onClose={() => setCreatingCycle(false)}
        onCreated={(cycle) => {
          setCreatedCycle(cycle);
          setLeadCycleId(cycle.id);
        }}
      />
      <ConfirmDialog
        open={confirmingReset}
        title="Discard this upload?"
        confirmLabel="Reset"
        onClose={() => setConfirmingReset(false)}
        onConfirm={resetAll}
      >
        The parsed file and its preview will be cleared and nothing will be imported. You will need to choose and parse the file again.
      </ConfirmDialog>
    </Stack>
  );
}
