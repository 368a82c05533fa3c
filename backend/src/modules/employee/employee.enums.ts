/** Spec §3 enumerations of the employee profile, exactly as the API sends and takes them. */
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

/** The five document photos an employee uploads: the path segment of the upload route. */
export const DOCUMENT_KINDS = ['self-photo', 'aadhaar-front', 'aadhaar-back', 'pan', 'dra'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Images whose reads by an admin are audited (identity documents). */
export const AUDITED_DOCUMENT_KINDS: readonly DocumentKind[] = ['aadhaar-front', 'aadhaar-back', 'pan'];
