/** The profile's enumerations (spec part 2 §3) as the form's choices: the shared values with their labels. */
import * as shared from '@crm/shared';

export type { Option } from '@crm/shared';
export { AVAILABLE, NOT_AVAILABLE, labelOf } from '@crm/shared';

export const BLOOD_GROUPS = shared.optionsOf(shared.BLOOD_GROUPS, shared.BLOOD_GROUP_LABELS);
export const MARITAL_STATUSES = shared.optionsOf(shared.MARITAL_STATUSES);
export const GENDERS = shared.optionsOf(shared.GENDERS);
export const RESIDENT_TYPES = shared.optionsOf(shared.RESIDENT_TYPES);
export const QUALIFICATIONS = shared.optionsOf(shared.QUALIFICATIONS);
export const LANGUAGES = shared.optionsOf(shared.LANGUAGES);
export const INDIAN_STATES = shared.optionsOf(shared.INDIAN_STATES);
