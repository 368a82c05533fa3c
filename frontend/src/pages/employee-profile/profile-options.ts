/** The profile's enumerations (spec part 2 §3), with the labels people read. */
export interface Option {
  value: string;
  label: string;
}

const same = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export const BLOOD_GROUPS: Option[] = ['A', 'B', 'AB', 'O'].flatMap((group) => [
  { value: `${group}_POS`, label: `${group}+` },
  { value: `${group}_NEG`, label: `${group}-` },
]);
export const MARITAL_STATUSES = same(['Married', 'Unmarried', 'Divorced', 'Others']);
export const GENDERS = same(['Male', 'Female', 'Other']);
export const RESIDENT_TYPES = same(['Rented', 'Owned', 'PG', 'Others']);
export const QUALIFICATIONS = same(['10th', '12th', 'Graduated']);
export const LANGUAGES = same(['English', 'Hindi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Bengali', 'Odiya', 'Gujarati', 'Marathi', 'Punjabi', 'Others']);
export const AVAILABLE = 'Available';
export const NOT_AVAILABLE = 'Not Available';

/** The 28 states and 8 union territories, by full name. */
export const INDIAN_STATES = same([
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
  'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir', 'Ladakh',
  'Lakshadweep', 'Puducherry',
]);

export function labelOf(options: Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
