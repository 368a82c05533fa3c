import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  Divider,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { OfficeGeofence } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogHeader } from '../../components/DialogHeader';
import { EmptyState } from '../../components/EmptyState';
import { formatNumber } from '../../i18n/format';
import { getPosition } from '../../providers/geolocation';
import { MAX_OFFICES, fromDraft, toDraft, validateGeofence, type GeofenceDraft, type GeofenceErrors } from './settings-rules';
import { useSetting } from './useSetting';

const EMPTY_DRAFT: GeofenceDraft = { name: '', latitude: '', longitude: '', radius_m: '200' };

function OfficeDialog({ open, initial, title, saving, onSave, onClose }: { open: boolean; initial: GeofenceDraft; title: string; saving: boolean; onSave: (office: OfficeGeofence) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<GeofenceDraft>(initial);
  const [errors, setErrors] = useState<GeofenceErrors>({});
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  const set = (field: keyof GeofenceDraft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...draft, [field]: event.target.value };
    setDraft(next);
    if (errors[field]) setErrors(validateGeofence(next));
  };

  const useMyLocation = async () => {
    setLocating(true);
    setLocateError(null);
    const result = await getPosition({ fresh: true });
    setLocating(false);
    if (result.position) {
      const next = { ...draft, latitude: result.position.latitude.toFixed(6), longitude: result.position.longitude.toFixed(6) };
      setDraft(next);
      if (Object.keys(errors).length) setErrors(validateGeofence(next));
    } else {
      setLocateError('Could not read this device’s location. Type the coordinates instead.');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGeofence(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(fromDraft(draft));
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="office-dialog-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogHeader id="office-dialog-title" title={title} subtitle="Agents inside this circle can open customer details." onClose={onClose} />
        <DialogContent sx={{ pt: 1 }}>
          <TextField label="Office name" value={draft.name} onChange={set('name')} error={!!errors.name} helperText={errors.name ?? ' '} autoFocus required />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextField label="Latitude" value={draft.latitude} onChange={set('latitude')} error={!!errors.latitude} helperText={errors.latitude ?? 'e.g. 12.9716'} slotProps={{ htmlInput: { inputMode: 'decimal' } }} required />
            <TextField label="Longitude" value={draft.longitude} onChange={set('longitude')} error={!!errors.longitude} helperText={errors.longitude ?? 'e.g. 77.5946'} slotProps={{ htmlInput: { inputMode: 'decimal' } }} required />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, mb: 1 }}>
            <Button size="small" onClick={useMyLocation} disabled={locating} startIcon={locating ? <CircularProgress size={14} /> : <MyLocationOutlined />}>
              Use my current location
            </Button>
          </Box>
          {locateError ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {locateError}
            </Alert>
          ) : null}
          <TextField
            label="Radius (metres)"
            value={draft.radius_m}
            onChange={set('radius_m')}
            error={!!errors.radius_m}
            helperText={errors.radius_m ?? 'Between 10 and 50,000 metres; 150–300 m suits one building'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit" disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Save office
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Office geofences (DECISIONS "Location"): add, edit and remove; each change is saved at once. */
export function OfficeLocationsCard() {
  const { value: offices, isPending, save, isSaving } = useSetting('officeGeofences');
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const list = offices ?? [];

  const saveOffice = async (office: OfficeGeofence) => {
    if (!editing) return;
    const next = editing.index === null ? [...list, office] : list.map((item, i) => (i === editing.index ? office : item));
    try {
      await save(next);
      setEditing(null);
    } catch {
      // the toast says why; the dialog stays open
    }
  };

  const removeOffice = async () => {
    if (removing === null) return;
    try {
      await save(list.filter((_, i) => i !== removing));
    } catch {
      // toast shown
    }
    setRemoving(null);
  };

  return (
    <Card component="section" aria-labelledby="office-locations-title" data-testid="office-locations">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, px: 2.5, py: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="subtitle1" component="h2" id="office-locations-title">
            Office locations
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Agents can open customer details only from inside one of these offices. With no office listed, every location is allowed.
            Administrators and exempt accounts are never restricted.
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<AddLocationAltOutlined />} onClick={() => setEditing({ index: null })} disabled={isPending || list.length >= MAX_OFFICES}>
          Add office
        </Button>
      </Box>
      <Divider />
      {isPending ? (
        <Box sx={{ p: 2.5, display: 'grid', gap: 1 }}>
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Box>
      ) : list.length === 0 ? (
        <EmptyState dense icon={PlaceOutlined} title="No office locations" hint="Agents can open customer details from anywhere." />
      ) : (
        <Table size="small" aria-label="Office locations">
          <TableHead>
            <TableRow>
              <TableCell>Office</TableCell>
              <TableCell align="right">Latitude</TableCell>
              <TableCell align="right">Longitude</TableCell>
              <TableCell align="right">Radius</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((office, index) => (
              <TableRow key={`${office.name}-${index}`} sx={{ '&:last-child td': { border: 0 } }}>
                <TableCell sx={{ fontWeight: 600 }}>{office.name}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {office.latitude}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {office.longitude}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatNumber(office.radius_m)} m
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit office">
                    <IconButton size="small" aria-label={`Edit ${office.name}`} onClick={() => setEditing({ index })}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Remove office">
                    <IconButton size="small" aria-label={`Remove ${office.name}`} onClick={() => setRemoving(index)} sx={{ '&:hover': { color: 'error.main' } }}>
                      <DeleteOutlineRounded fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing ? (
        <OfficeDialog
          open
          title={editing.index === null ? 'Add office' : 'Edit office'}
          initial={editing.index === null ? EMPTY_DRAFT : toDraft(list[editing.index])}
          saving={isSaving}
          onSave={saveOffice}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog open={removing !== null} title="Remove this office?" confirmLabel="Remove office" loading={isSaving} onClose={() => setRemoving(null)} onConfirm={removeOffice}>
        Agents will no longer be able to open customer details from <strong>{removing !== null ? list[removing]?.name : ''}</strong>
        {list.length === 1 ? '. With no office left, every location is allowed.' : '.'}
      </ConfirmDialog>
    </Card>
  );
}
