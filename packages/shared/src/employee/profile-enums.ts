/** Spec part 2 §3: the employee profile's enumerations, exactly as the API sends and takes them, with their labels. */
export const BLOOD_GROUPS = ['A_POS', 'A_NEG', 'B_POS', 'B_NEG', 'AB_POS', 'AB_NEG', 'O_POS', 'O_NEG'] as const;
export const MARITAL_STATUSES = ['Married', 'Unmarried', 'Divorced', 'Others'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const RESIDENT_TYPES = ['Rented', 'Owned', 'PG', 'Others'] as const;
/** Previous employer status and DRA certificate status. */
export const AVAILABILITY = ['Available', 'Not Available'] as const;
export const QUALIFICATIONS = ['10th', '12th', 'Graduated'] as const;
export const LANGUAGES = ['English', 'Hindi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Bengali', 'Odiya', 'Gujarati', 'Marathi', 'Punjabi', 'Others'] as const;

/** The 28 states and 8 union territories of India, by full name. */
export const INDIAN_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
  'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir', 'Ladakh',
  'Lakshadweep', 'Puducherry',
] as const;

export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type Gender = (typeof GENDERS)[number];
export type ResidentType = (typeof RESIDENT_TYPES)[number];
export type Availability = (typeof AVAILABILITY)[number];
export type Qualification = (typeof QUALIFICATIONS)[number];
export type Language = (typeof LANGUAGES)[number];
export type IndianState = (typeof INDIAN_STATES)[number];

export const AVAILABLE: Availability = 'Available';
export const NOT_AVAILABLE: Availability = 'Not Available';

/** A value of an enumeration with the words people read for it. */
export interface Option {
  value: string;
  label: string;
}

/** Blood groups read as A+, A-, … */
export const BLOOD_GROUP_LABELS: Record<BloodGroup, string> = {
  A_POS: 'A+', A_NEG: 'A-', B_POS: 'B+', B_NEG: 'B-', AB_POS: 'AB+', AB_NEG: 'AB-', O_POS: 'O+', O_NEG: 'O-',
};

/** The choices of a select: each value with its label (the value itself where it already reads as words). */
export function optionsOf<Value extends string>(values: readonly Value[], labels?: Record<Value, string>): Option[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
