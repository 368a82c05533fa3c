import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate } from 'react-admin';
import type { LeadCycle, LeadCycleInput, LeadCycleName } from '../../api/types';
import { BusinessDateInput } from '../../components/dates/BusinessDateInput';
import { DialogHeader } from '../../components/DialogHeader';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import { LEAD_CYCLE_NAMES, defaultLeadCycleValues, validateLeadCycle, type LeadCycleFormValues } from '../../resources/lead-cycles/lead-cycle-rules';

type Field = 'name' | 'description' | 'lead_cycle_start_date' | 'lead_cycle_end_date';
type Values = Required<Record<Field, string>>;

function initialValues(): Values {
  const defaults: LeadCycleFormValues = defaultLeadCycleValues();
  return {
    name: defaults.name ?? '',
    description: defaults.description ?? '',
    lead_cycle_start_date: defaults.lead_cycle_start_date ?? '',
    lead_cycle_end_date: defaults.lead_cycle_end_date ?? '',
  };
}

/**
 * Create Lead Cycle from the import screen (spec §2, §5): name (Pre-EMI, Overdue, Overdue-HB), description,
 * start and end dates defaulting to the current month; today must lie within them (checked here and by the
 * server, whose field errors are shown beside the inputs). The new cycle is handed back so it can be selected.
 */
export function CreateLeadCycleDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (cycle: LeadCycle) => void }) {
  const [, createLeadCycle] = useCreate<LeadCycleInput, unknown, LeadCycle>('lead-cycles');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initialValues());
      setErrors({});
      setFormError(null);
    }
  }, [open]);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => setField(field, event.target.value);
  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      // Date messages ("today within the dates", "end after start") are about both dates.
      if (field === 'lead_cycle_start_date' || field === 'lead_cycle_end_date') {
        delete next.lead_cycle_start_date;
        delete next.lead_cycle_end_date;
      }
      return next;
    });
  }

  const close = () => {
    if (!saving) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateLeadCycle(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems as Partial<Record<Field, string>>);
      return;
    }
    const data: LeadCycleInput = {
      name: values.name as LeadCycleName,
      description: values.description.trim() ? values.description.trim() : null,
      lead_cycle_start_date: values.lead_cycle_start_date,
      lead_cycle_end_date: values.lead_cycle_end_date,
    };
    setSaving(true);
    setFormError(null);
    try {
      const created = await createLeadCycle.mutateAsync({ data });
      toast({ title: 'Lead Cycle created', description: `${created.name} is selected for this import.` });
      void queryClient.invalidateQueries({ queryKey: ['lead-cycles'] });
      onCreated(created);
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        const known: Partial<Record<Field, string>> = {};
        let other: string | null = null;
        for (const [key, message] of Object.entries(fields)) {
          if (key === 'name' || key === 'description' || key === 'lead_cycle_start_date' || key === 'lead_cycle_end_date') known[key] = message;
          else other = message;
        }
        setErrors(known);
        setFormError(other);
      } else {
        setFormError(messageOf(error, 'Failed to create lead cycle'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="csv-lead-cycle-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogHeader
          id="csv-lead-cycle-title"
          title="Create Lead Cycle"
          subtitle="Customers are imported into a lead cycle; today must fall within its dates."
          onClose={close}
        />
        <DialogContent sx={{ pt: 1 }}>
          {formError ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {formError}
            </Alert>
          ) : null}
          <TextField
            select
            label="Name"
            required
            value={values.name}
            onChange={change('name')}
            error={!!errors.name}
            helperText={errors.name ?? 'Pre-EMI, Overdue or Overdue-HB'}
            autoFocus
          >
            {LEAD_CYCLE_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Description"
            value={values.description}
            onChange={change('description')}
            multiline
            minRows={2}
            error={!!errors.description}
            helperText={errors.description ?? 'Optional'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <BusinessDateInput
              label="Start date"
              required
              value={values.lead_cycle_start_date}
              onChange={(day) => setField('lead_cycle_start_date', day)}
              error={!!errors.lead_cycle_start_date}
              helperText={errors.lead_cycle_start_date ?? ' '}
            />
            <BusinessDateInput
              label="End date"
              required
              value={values.lead_cycle_end_date}
              onChange={(day) => setField('lead_cycle_end_date', day)}
              error={!!errors.lead_cycle_end_date}
              helperText={errors.lead_cycle_end_date ?? ' '}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit" disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Create Lead Cycle
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
