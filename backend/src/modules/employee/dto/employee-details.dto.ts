import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { NestedObject } from '../../../common/http/nested.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsAadhaar, IsIfsc, IsIndianMobile, IsPan, IsPincode } from '../../../common/http/validation.js';
import { maskedLastFour } from '../aadhaar-cipher.js';
import {
  AVAILABILITY,
  BLOOD_GROUPS,
  GENDERS,
  INDIAN_STATES,
  LANGUAGES,
  MARITAL_STATUSES,
  QUALIFICATIONS,
  RESIDENT_TYPES,
  type Availability,
  type BloodGroup,
  type Gender,
  type IndianState,
  type Language,
  type MaritalStatus,
  type Qualification,
  type ResidentType,
} from '../employee.enums.js';
import { IsBankAccount, OneOf, OptionalDate, OptionalMobile, OptionalText, RequiredDate, RequiredText } from './employee-fields.js';

const MOBILE = 'Phone number must be exactly 10 digits (numbers only)';

export class EmployeeLanguagesDto {
  @ApiProperty({ enum: LANGUAGES, example: 'Hindi' })
  @IsIn(LANGUAGES as unknown as string[], { message: 'Primary language is required' })
  primary_language: Language;

  @ApiProperty({ enum: LANGUAGES, isArray: true, example: ['English'] })
  @IsArray({ message: 'At least one secondary language is required' })
  @ArrayMinSize(1, { message: 'At least one secondary language is required' })
  @ArrayMaxSize(LANGUAGES.length, { message: 'At most one of each language' })
  @IsIn(LANGUAGES as unknown as string[], { each: true, message: 'At least one secondary language is required' })
  secondary_language: Language[];
}

/** The profile form (spec §3, messages of §5). Photo fields carry the keys the upload routes answered. */
export class EmployeeDetailsFormDto {
  @RequiredText('First name is required', 'Asha') first_name: string;
  @RequiredText('Last name is required', 'Nair') last_name: string;
  @RequiredText("Father's name is required", 'Ravi Nair') father_name: string;

  @ApiProperty({ example: 'asha.nair@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Invalid email' })
  @MaxLength(254, { message: 'Invalid email' })
  @IsString({ message: 'Invalid email' })
  email: string;

  @ApiProperty({ example: '9876543210' }) @IsIndianMobile(MOBILE) phone_number: string;
  @OptionalMobile(MOBILE) alternate_number?: string | null;

  @OneOf(QUALIFICATIONS, 'Qualification is required') qualification: Qualification;
  @RequiredDate('Date of birth is required') dob: string;
  @OneOf(BLOOD_GROUPS, 'Blood group is required') blood_group: BloodGroup;
  @ApiProperty({ example: 'ABCDE1234F' }) @IsPan() pan_no: string;
  @ApiProperty({ example: '234123412346', description: 'Answered masked (XXXX XXXX 1234); sending the masked value back keeps the stored number' })
  @ValidateIf((_object: object, value: unknown) => typeof value !== 'string' || maskedLastFour(value) === null)
  @IsAadhaar()
  aadhaar_no: string;
  @OneOf(GENDERS, 'Gender is required') gender: Gender;
  @OneOf(MARITAL_STATUSES, 'Marital status is required') marital_status: MaritalStatus;

  @RequiredText('Permanent address is required', '12 MG Road, Bengaluru', 1000) permanent_address: string;
  @RequiredText('Current address is required', '12 MG Road, Bengaluru', 1000) current_address: string;
  @OneOf(INDIAN_STATES, 'Permanent state is required') permanent_state: IndianState;
  @OneOf(INDIAN_STATES, 'Current state is required') current_state: IndianState;
  @ApiProperty({ example: '560001' }) @IsPincode('Permanent state pincode') permanenet_state_pincode: string;
  @ApiProperty({ example: '560001' }) @IsPincode('Current state pincode') current_state_pincode: string;
  @OneOf(RESIDENT_TYPES, 'Resident type is required') resident_type: ResidentType;

  @ApiProperty({ example: '9876500001' }) @IsIndianMobile("Relative's number must be exactly 10 digits (numbers only)") relatives_number: string;
  @RequiredText("Relative's relation is required", 'Brother', 100) relatives_number_relation: string;
  @OptionalMobile("Friend's number must be exactly 10 digits (numbers only)") friends_number?: string | null;

  @OneOf(AVAILABILITY, 'Previous employment is required') previous_employer_status: Availability;
  @OptionalText('Company name', 'Acme Collections') previous_employer_company_name?: string | null;
  @OptionalMobile('Reference phone number must be exactly 10 digits (numbers only)') reference_phone_number?: string | null;
  @OptionalDate('Employment start date must be a date') previous_company_employment_start_date?: string | null;
  @OptionalDate('Employment end date must be a date') previous_company_employment_end_date?: string | null;
  @OptionalText('Reason for leaving', 'Relocated', 1000) reason_for_leaving_previous_company?: string | null;
  @OptionalText('Previous employer address', '1 Park Street, Kolkata', 1000) previous_employer_address?: string | null;

  @OneOf(AVAILABILITY, 'DRA certificate is required') dra_certificate_status: Availability;
  @OptionalText('DRA number', 'DRA-2024-001', 100) dra_number?: string | null;
  @OptionalDate('DRA date of issue must be a date') dra_date_of_issue?: string | null;
  @OptionalText('DRA photo', 'uploads/12/dra-0123456789abcdef0123456789abcdef.jpg', 200) dra_photo_url?: string | null;

  @RequiredText('Self photo is required', 'uploads/12/self-photo-0123456789abcdef0123456789abcdef.jpg', 200) self_photo_url: string;
  @RequiredText('Aadhaar front photo is required', 'uploads/12/aadhaar-front-0123456789abcdef0123456789abcdef.jpg', 200) aadhaar_photo_front_url: string;
  @RequiredText('Aadhaar back photo is required', 'uploads/12/aadhaar-back-0123456789abcdef0123456789abcdef.jpg', 200) aadhaar_photo_back_url: string;
  @RequiredText('PAN photo is required', 'uploads/12/pan-0123456789abcdef0123456789abcdef.jpg', 200) pan_photo_url: string;

  @RequiredText('Bank name is required', 'HDFC Bank', 200) bank_name: string;
  @ApiProperty({ example: '50100123456789' }) @IsBankAccount() bank_account_number: string;
  @ApiProperty({ example: 'HDFC0001234' }) @IsIfsc() ifsc_code: string;

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean({ message: 'parking_required must be true or false' })
  parking_required?: boolean;
  @OptionalText('Vehicle number', 'KA01AB1234', 20) vehicle_number?: string | null;

  @OptionalDate('Date of joining must be a date')
  date_of_joining?: string | null;

  @OptionalDate('Last working date must be a date')
  last_working_date?: string | null;

  @RequiredText('Medical Information is required', 'No', 1000) medical_info: string;

  @ApiProperty({ type: EmployeeLanguagesDto })
  @NestedObject(() => EmployeeLanguagesDto, 'Primary language is required')
  metadata: EmployeeLanguagesDto;
}

/** POST add-employee-details: the agent's own profile; `user_id`, when sent, must be the caller's. */
export class AddEmployeeDetailsDto extends EmployeeDetailsFormDto {
  @ApiPropertyOptional({ example: 12 })
  @IsOptional()
  @IsRecordId('user_id must be a user id')
  user_id?: number;
}

/** PUT update-employee-details (admins): the profile `id` and the fields to change (the whole form, or only some). */
export class UpdateEmployeeDetailsDto extends PartialType(EmployeeDetailsFormDto, { skipNullProperties: false }) {
  @ApiProperty({ example: 1, description: 'The profile id' })
  @IsRecordId('id must be a profile id')
  id: number;
}
