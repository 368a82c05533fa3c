import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { RaBusinessDateInput } from '../../components/dates/RaBusinessDateInput';
import { AUDIT_ENTITIES } from './audit-types';
import { ENTITY_LABELS } from './audit-format';

const ENTITY_CHOICES = AUDIT_ENTITIES.map((id) => ({ id, name: ENTITY_LABELS[id] }));

/** The audit list's filters: the kind of record, who made the change, and a range of business days. */
export const auditFilters = [
  <SelectInput key="entity" source="entity" label="Record type" choices={ENTITY_CHOICES} emptyText="All records" alwaysOn sx={{ minWidth: 180 }} />,
  <ReferenceInput key="actor_id" source="actor_id" reference="users" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Who" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <RaBusinessDateInput key="from" source="from" label="From" helperText={false} alwaysOn />,
  <RaBusinessDateInput key="to" source="to" label="To" helperText={false} alwaysOn />,
];
