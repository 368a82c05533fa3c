import { useState } from 'react';
import { Box, Button, Card, Chip, Divider, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { LoadErrorState } from '../components/LoadErrorState';
import { TableSkeletonRows } from '../components/TableSkeletonRows';
import { displayFor, type ResponsiveColumn } from '../components/table-columns';
import { formatDate, formatDateTime } from '../i18n/format';
import { CreateKeyDialog } from './CreateKeyDialog';
import { RotateKeyDialog } from './RotateKeyDialog';
import { SecretDialog } from './SecretDialog';
import { useApiKeys, useRevokeApiKey, type ApiKey, type CreatedApiKey } from './api-keys-api';

const STATUS_COLOUR = { active: 'success', expired: 'default', revoked: 'error' } as const;
const COLUMNS: (ResponsiveColumn & { label: string })[] = [
  { label: 'Name' },
  { label: 'Scopes', hideBelow: 'md' },
  { label: 'Created', hideBelow: 'md' },
  { label: 'Expires', hideBelow: 'sm' },
  { label: 'Last used' },
  { label: 'Status' },
  { label: 'Actions' },
];
const cellSx = (label: string) => displayFor(COLUMNS.find((column) => column.label === label)!);

function KeyRow({ apiKey, onRotate, onRevoke }: { apiKey: ApiKey; onRotate: () => void; onRevoke: () => void }) {
  const active = apiKey.status === 'active';
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {apiKey.name}
        </Typography>
        <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {apiKey.prefix}…
        </Typography>
      </TableCell>
      <TableCell sx={cellSx('Scopes')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 260 }}>
          {apiKey.scopes.map((scope) => (
            <Chip key={scope} label={scope} size="small" variant="outlined" sx={{ fontFamily: 'monospace', fontSize: 12 }} />
          ))}
        </Box>
      </TableCell>
      <TableCell sx={cellSx('Created')}>
        <Typography variant="body2">{formatDate(apiKey.created_at)}</Typography>
        <Typography variant="caption" color="text.secondary">
          by {apiKey.created_by.name}
        </Typography>
      </TableCell>
      <TableCell sx={cellSx('Expires')}>{apiKey.expires_at ? formatDate(apiKey.expires_at) : 'Never'}</TableCell>
      <TableCell data-testid="api-key-last-used">
        {apiKey.last_used_at ? (
          <>
            <Typography variant="body2">{formatDateTime(apiKey.last_used_at)}</Typography>
            <Typography variant="caption" color="text.secondary">
              from {apiKey.last_used_ip}
            </Typography>
          </>
        ) : (
          'Never'
        )}
      </TableCell>
      <TableCell>
        <Chip label={apiKey.status[0].toUpperCase() + apiKey.status.slice(1)} size="small" color={STATUS_COLOUR[apiKey.status]} />
        {apiKey.previous_secret_expires_at ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            Old key until {formatDateTime(apiKey.previous_secret_expires_at)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {active ? (
          <>
            <Tooltip title="Rotate">
              <IconButton aria-label={`Rotate ${apiKey.name}`} onClick={onRotate} size="small">
                <AutorenewRounded fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Revoke">
              <IconButton aria-label={`Revoke ${apiKey.name}`} onClick={onRevoke} size="small" color="error">
                <BlockRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** The Integrations page's API keys: issue (secret shown once), list with last use, rotate and revoke. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<CreatedApiKey | null>(null);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <Card component="section" aria-labelledby="api-keys-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="subtitle1" component="h2" id="api-keys-title">
            API keys
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Let other systems call the API within the scopes you choose. Keys never sign in as a person.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
          New key
        </Button>
      </Box>
      <Divider />
      {keys.isError ? (
        <LoadErrorState title="Failed to load the API keys" error={keys.error} onRetry={() => keys.refetch()} />
      ) : keys.data?.length === 0 ? (
        <EmptyState icon={KeyOutlined} title="No API keys yet" hint="Create one for each system that calls the API, with only the scopes it needs." />
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="api-keys-title">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column.label} align={column.label === 'Actions' ? 'right' : 'left'} sx={displayFor(column)}>
                    {column.label === 'Actions' ? <Box component="span" sx={visuallyHidden}>Actions</Box> : column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.isPending ? (
                <TableSkeletonRows rows={3} cells={COLUMNS.map((column) => ({ ...column, width: 80 }))} />
              ) : (
                keys.data.map((apiKey) => <KeyRow key={apiKey.id} apiKey={apiKey} onRotate={() => setRotating(apiKey)} onRevoke={() => setRevoking(apiKey)} />)
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={setSecret} />
      <RotateKeyDialog apiKey={rotating} onClose={() => setRotating(null)} onRotated={setSecret} />
      <SecretDialog secret={secret?.key ?? null} name={secret?.name ?? ''} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? ''}?`}
        confirmLabel="Revoke key"
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      >
        Requests with this key are refused from now on. This cannot be undone: a system that still needs access gets a new key.
      </ConfirmDialog>
    </Card>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
