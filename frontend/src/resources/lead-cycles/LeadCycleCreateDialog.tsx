import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { SelectInput, TextInput, maxLength, required, useCreate } from 'react-admin';
import type { LeadCycleInput, LeadCycleName } from '../../api/types';
import { RaBusinessDateInput } from '../../components/dates/RaBusinessDateInput';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import { LEAD_CYCLE_MESSAGES, LEAD_CYCLE_NAMES, defaultLeadCycleValues, validateLeadCycle, type LeadCycleFormValues } from './lead-cycle-rules';

const NAME_CHOICES = LEAD_CYCLE_NAMES.map((name) => ({ id: name, name }));

/** Create Lead Cycle (spec §2, §5): name, description, start and end dates (default: this month). */
export function LeadCycleCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create] = useCreate();
  const queryClient = useQueryClient();
  const toast = useToast();
  // Fresh defaults (this month) each time the dialog opens.
  const defaults = useMemo(() => (open ? defaultLeadCycleValues() : {}), [open]);

  const submit = async (values: LeadCycleFormValues) => {
    const data: LeadCycleInput = {
      name: values.name as LeadCycleName,
      description: values.description?.trim() ? values.description.trim() : null,
      lead_cycle_start_date: values.lead_cycle_start_date ?? '',
      lead_cycle_end_date: values.lead_cycle_end_date ?? '',
    };
    try {
      await create('lead-cycles', { data }, { returnPromise: true });
      toast({ title: 'Lead Cycle created' });
      void queryClient.invalidateQueries({ queryKey: ['lead-cycles'] });
      onClose();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      toast({ title: 'Failed to create lead cycle', description: messageOf(error, 'Something went wrong'), variant: 'error' });
      return undefined;
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="lead-cycle-dialog-title"
      title="Create Lead Cycle"
      subtitle="Customers are imported into a lead cycle; today must fall within its dates."
      record={defaults}
      onSubmit={submit as (values: Record<string, any>) => Promise<Record<string, string> | undefined>}
      validate={(values) => validateLeadCycle(values)}
      saveLabel="Create Lead Cycle"
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {/* Required, so the menu has no blank first option (the form always starts with a name). */}
        <SelectInput source="name" label="Name" choices={NAME_CHOICES} validate={required(LEAD_CYCLE_MESSAGES.name)} />
        <TextInput source="description" label="Description" multiline minRows={2} validate={maxLength(500, 'Description must be at most 500 characters')} helperText="Optional" />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <RaBusinessDateInput source="lead_cycle_start_date" label="Start date" />
          <RaBusinessDateInput source="lead_cycle_end_date" label="End date" />
        </Box>
      </Box>
    </FormDialog>
  );
}
