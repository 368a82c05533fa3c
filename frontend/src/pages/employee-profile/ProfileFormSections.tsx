import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BusinessDateInput, type BusinessDateInputProps } from '../../components/dates/BusinessDateInput';
import { businessDay, type DayString } from '../../i18n/dates';
import { DocumentUpload } from './DocumentUpload';
import { LanguagesInput, SelectInput, SwitchInput, TextInput, type FieldContext } from './ProfileFormFields';
import { BLOOD_GROUPS, GENDERS, INDIAN_STATES, LANGUAGES, MARITAL_STATUSES, QUALIFICATIONS, RESIDENT_TYPES } from './profile-options';
import { fieldId, FIELD_LABELS, sectionDomId, type Section, type SectionId } from './profile-sections';
import type { DraftField } from './profile-form';
import type { DocumentKind } from './employee-api';

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, '& > .wide': { gridColumn: '1 / -1' } }}>{children}</Box>
);
const Wide = ({ children }: { children: ReactNode }) => <Box className="wide">{children}</Box>;

export interface SectionsContext extends FieldContext {
  userId: number;
  onBusyChange: (busy: boolean) => void;
}

/** A date of birth is picked from the years, opening about 25 years back (the month of the year then). */
const BIRTH_YEARS_BACK = 25;
function birthPicker(): Pick<BusinessDateInputProps, 'openTo' | 'referenceDate'> {
  const today = businessDay();
  return { openTo: 'year', referenceDate: `${Number(today.slice(0, 4)) - BIRTH_YEARS_BACK}${today.slice(4, 8)}01` as DayString };
}

function Day({ ctx, field, required, pastOnly = true }: { ctx: FieldContext; field: DraftField & `${string}date${string}` | 'dob'; required?: boolean; pastOnly?: boolean }) {
  return (
    <BusinessDateInput
      id={fieldId(field)}
      label={FIELD_LABELS[field]}
      value={ctx.draft[field]}
      onChange={(day) => ctx.set(field, day)}
      error={Boolean(ctx.errors[field])}
      helperText={ctx.errors[field]}
      required={required}
      max={pastOnly ? businessDay() : undefined}
      {...(field === 'dob' ? birthPicker() : {})}
    />
  );
}

type PhotoField = 'self_photo_url' | 'aadhaar_photo_front_url' | 'aadhaar_photo_back_url' | 'pan_photo_url' | 'dra_photo_url';

function Photo({ ctx, field, kind, required = true }: { ctx: SectionsContext; field: PhotoField; kind: DocumentKind; required?: boolean }) {
  return (
    <DocumentUpload
      id={fieldId(field)}
      kind={kind}
      label={FIELD_LABELS[field]}
      value={ctx.draft[field]}
      onChange={(key) => ctx.set(field, key)}
      userId={ctx.userId}
      error={ctx.errors[field]}
      required={required}
      onBusyChange={ctx.onBusyChange}
    />
  );
}

const CONTENT: Record<SectionId, (ctx: SectionsContext) => ReactNode> = {
  basic: (ctx) => (
    <Grid>
      <TextInput ctx={ctx} field="first_name" required />
      <TextInput ctx={ctx} field="last_name" required />
      <TextInput ctx={ctx} field="father_name" required />
      <TextInput ctx={ctx} field="email" required inputMode="email" />
      <TextInput ctx={ctx} field="phone_number" required inputMode="tel" />
      <TextInput ctx={ctx} field="alternate_number" inputMode="tel" />
      <Day ctx={ctx} field="dob" required />
      <SelectInput ctx={ctx} field="gender" options={GENDERS} required />
      <SelectInput ctx={ctx} field="blood_group" options={BLOOD_GROUPS} required />
      <SelectInput ctx={ctx} field="marital_status" options={MARITAL_STATUSES} required />
      <SelectInput ctx={ctx} field="qualification" options={QUALIFICATIONS} required />
      <SelectInput ctx={ctx} field="primary_language" options={LANGUAGES} required />
      <Wide>
        <LanguagesInput ctx={ctx} />
      </Wide>
      <Wide>
        <TextInput ctx={ctx} field="medical_info" required multiline hint="Type 'No' if there is none" />
      </Wide>
    </Grid>
  ),
  address: (ctx) => (
    <Grid>
      <Wide>
        <TextInput ctx={ctx} field="permanent_address" required multiline />
      </Wide>
      <SelectInput ctx={ctx} field="permanent_state" options={INDIAN_STATES} required />
      <TextInput ctx={ctx} field="permanenet_state_pincode" required inputMode="numeric" maxLength={6} />
      <Wide>
        <TextInput ctx={ctx} field="current_address" required multiline />
      </Wide>
      <SelectInput ctx={ctx} field="current_state" options={INDIAN_STATES} required />
      <TextInput ctx={ctx} field="current_state_pincode" required inputMode="numeric" maxLength={6} />
      <SelectInput ctx={ctx} field="resident_type" options={RESIDENT_TYPES} required />
    </Grid>
  ),
  emergency: (ctx) => (
    <Grid>
      <TextInput ctx={ctx} field="relatives_number" required inputMode="tel" />
      <TextInput ctx={ctx} field="relatives_number_relation" required hint="For example Brother, Mother" />
      <TextInput ctx={ctx} field="friends_number" inputMode="tel" />
    </Grid>
  ),
  bank: (ctx) => (
    <Grid>
      <TextInput ctx={ctx} field="bank_name" required />
      <TextInput ctx={ctx} field="bank_account_number" required inputMode="numeric" />
      <TextInput ctx={ctx} field="ifsc_code" required uppercase maxLength={11} hint="Like HDFC0001234" />
    </Grid>
  ),
  documents: (ctx) => (
    <Grid>
      <Wide>
        <Photo ctx={ctx} field="self_photo_url" kind="self-photo" />
      </Wide>
      <Wide>
        <TextInput ctx={ctx} field="aadhaar_no" required inputMode="numeric" maxLength={14} hint="12 digits. Kept encrypted; shown as XXXX XXXX 1234." />
      </Wide>
      <Photo ctx={ctx} field="aadhaar_photo_front_url" kind="aadhaar-front" />
      <Photo ctx={ctx} field="aadhaar_photo_back_url" kind="aadhaar-back" />
      <TextInput ctx={ctx} field="pan_no" required uppercase maxLength={10} hint="Like ABCDE1234F" />
      <Photo ctx={ctx} field="pan_photo_url" kind="pan" />
    </Grid>
  ),
  previous: (ctx) => (
    <Grid>
      <Wide>
        <SwitchInput ctx={ctx} name="has_previous_employer" />
      </Wide>
      {ctx.draft.has_previous_employer ? (
        <>
          <TextInput ctx={ctx} field="previous_employer_company_name" required />
          <TextInput ctx={ctx} field="reference_phone_number" inputMode="tel" />
          <Day ctx={ctx} field="previous_company_employment_start_date" />
          <Day ctx={ctx} field="previous_company_employment_end_date" />
          <Wide>
            <TextInput ctx={ctx} field="reason_for_leaving_previous_company" multiline />
          </Wide>
          <Wide>
            <TextInput ctx={ctx} field="previous_employer_address" multiline />
          </Wide>
        </>
      ) : null}
    </Grid>
  ),
  dra: (ctx) => (
    <Grid>
      <Wide>
        <SwitchInput ctx={ctx} name="has_dra_certificate" />
      </Wide>
      {ctx.draft.has_dra_certificate ? (
        <>
          <TextInput ctx={ctx} field="dra_number" required />
          <Day ctx={ctx} field="dra_date_of_issue" />
          <Wide>
            <Photo ctx={ctx} field="dra_photo_url" kind="dra" required={false} />
          </Wide>
        </>
      ) : null}
    </Grid>
  ),
  vehicle: (ctx) => (
    <Grid>
      <Wide>
        <SwitchInput ctx={ctx} name="parking_required" />
      </Wide>
      {ctx.draft.parking_required ? <TextInput ctx={ctx} field="vehicle_number" required uppercase hint="Like KA01AB1234" /> : null}
    </Grid>
  ),
  employment: (ctx) => (
    <Grid>
      <Day ctx={ctx} field="date_of_joining" pastOnly={false} />
      <Day ctx={ctx} field="last_working_date" pastOnly={false} />
    </Grid>
  ),
};

/** One section of the slide-over form, headed and anchored so a card's edit button can open the form there. */
export function FormSection({ section, ctx }: { section: Section; ctx: SectionsContext }) {
  return (
    <Box component="section" id={sectionDomId(section.id)} aria-labelledby={`${sectionDomId(section.id)}-title`} sx={{ scrollMarginTop: 16, '& + &': { mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' } }}>
      <Typography id={`${sectionDomId(section.id)}-title`} variant="subtitle1" component="h3" sx={{ mb: 2 }}>
        {section.title}
      </Typography>
      {CONTENT[section.id](ctx)}
    </Box>
  );
}
