import { MenuItem, TextField } from '@mui/material';
import { DebouncedSearchBox } from '../../../components/DebouncedSearchBox';
import { ListToolbar } from '../../../components/list';
import type { LeaveType } from '../../../api/types';
import { STATUS_LABELS } from '../../../components/leave/leave-rules';
import { FILTER_STATUSES, filterYears, withMonth, withYear, type LeaveFilter } from './all-leaves-rules';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Spec §2 tab 5's filters in the list toolbar: name or id, leave type, status, month, year from 2022. */
export function AllLeavesFilters({ filter, types, thisYear, onChange }: { filter: LeaveFilter; types: readonly LeaveType[]; thisYear: number; onChange: (filter: LeaveFilter) => void }) {
  const select = { select: true, size: 'small' as const, margin: 'none' as const, sx: { flex: { xs: '1 1 140px', sm: '0 0 150px' } } };
  return (
    <ListToolbar
      label="Leave filters"
      search={<DebouncedSearchBox label="Name, email or user id" placeholder="Search name, email or user id" value={filter.search} onSearch={(search) => onChange({ ...filter, search })} />}
      filters={
        <>
      <TextField {...select} label="Leave type" value={filter.type} onChange={(e) => onChange({ ...filter, type: e.target.value })}>
        <MenuItem value="">All types</MenuItem>
        {types.map((type) => (
          <MenuItem key={type.id} value={type.code}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...select} label="Status" value={filter.status} onChange={(e) => onChange({ ...filter, status: e.target.value as LeaveFilter['status'] })}>
        <MenuItem value="">All statuses</MenuItem>
        {FILTER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...select} label="Month" value={filter.month} onChange={(e) => onChange(withMonth(filter, Number(e.target.value), thisYear))}>
        <MenuItem value={0}>All months</MenuItem>
        {MONTHS.map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...select} label="Year" value={filter.year} onChange={(e) => onChange(withYear(filter, Number(e.target.value)))}>
        <MenuItem value={0}>All years</MenuItem>
        {filterYears(thisYear).map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
        </>
      }
    />
  );
}
