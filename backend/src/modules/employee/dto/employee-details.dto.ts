import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional } from 'class-validator';
import {
  LANGUAGE_RULES,
  LANGUAGES,
  type Availability,
  type BloodGroup,
  type Gender,
  type IndianState,
  type Language,
  type MaritalStatus,
  type Qualification,
  type ResidentType,
} from '@crm/shared';
import { NestedObject } from '../../../common/http/nested.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { ProfileField } from './employee-fields.js';

const { primary_language: PRIMARY, secondary_language: SECONDARY } = LANGUAGE_RULES;

export class EmployeeLanguagesDto {
  @ApiProperty({ enum: LANGUAGES, example: 'Hindi' })
  @IsIn(PRIMARY.values, { message: PRIMARY.message })
  primary_language: Language;

  @ApiProperty({ enum: LANGUAGES, isArray: true, example: ['English'] })
  @IsArray({ message: SECONDARY.message })
  @ArrayMinSize(1, { message: SECONDARY.message })
  @ArrayMaxSize(SECONDARY.max, { message: SECONDARY.tooMany })
  @IsIn(LANGUAGES, { each: true, message: SECONDARY.message })
  secondary_language: Language[];
}

/**
 * The profile form (spec §3, messages of §5): each field under its rule in @crm/shared, the rules the form checks too.
 * Photo fields carry the keys the upload routes answered.
 */
export class EmployeeDetailsFormDto {
  @ProfileField('first_name', 'Asha') first_name: string;
  @ProfileField('last_name', 'Nair') last_name: string;
  @ProfileField('father_name', 'Ravi Nair') father_name: string;
  @ProfileField('email', 'asha.nair@example.com') email: string;
  @ProfileField('phone_number', '9876543210') phone_number: string;
  @ProfileField('alternate_number', '9876543210') alternate_number?: string | null;

  @ProfileField('qualification', '10th') qualification: Qualification;
  @ProfileField('dob', '1995-06-15') dob: string;
  @ProfileField('blood_group', 'A_POS') blood_group: BloodGroup;
  @ProfileField('pan_no', 'ABCDE1234F') pan_no: string;
  @ProfileField('aadhaar_no', '234123412346', { description: 'Answered masked (XXXX XXXX 1234); sending the masked value back keeps the stored number' })
  aadhaar_no: string;
  @ProfileField('gender', 'Male') gender: Gender;
  @ProfileField('marital_status', 'Married') marital_status: MaritalStatus;

  @ProfileField('permanent_address', '12 MG Road, Bengaluru') permanent_address: string;
  @ProfileField('current_address', '12 MG Road, Bengaluru') current_address: string;
  @ProfileField('permanent_state', 'Andhra Pradesh') permanent_state: IndianState;
  @ProfileField('current_state', 'Andhra Pradesh') current_state: IndianState;
  @ProfileField('permanenet_state_pincode', '560001') permanenet_state_pincode: string;
  @ProfileField('current_state_pincode', '560001') current_state_pincode: string;
  @ProfileField('resident_type', 'Rented') resident_type: ResidentType;

  @ProfileField('relatives_number', '9876500001') relatives_number: string;
  @ProfileField('relatives_number_relation', 'Brother') relatives_number_relation: string;
  @ProfileField('friends_number', '9876543210') friends_number?: string | null;

  @ProfileField('previous_employer_status', 'Available') previous_employer_status: Availability;
  @ProfileField('previous_employer_company_name', 'Acme Collections') previous_employer_company_name?: string | null;
  @ProfileField('reference_phone_number', '9876543210') reference_phone_number?: string | null;
  @ProfileField('previous_company_employment_start_date', '2024-01-15') previous_company_employment_start_date?: string | null;
  @ProfileField('previous_company_employment_end_date', '2024-01-15') previous_company_employment_end_date?: string | null;
  @ProfileField('reason_for_leaving_previous_company', 'Relocated') reason_for_leaving_previous_company?: string | null;
  @ProfileField('previous_employer_address', '1 Park Street, Kolkata') previous_employer_address?: string | null;

  @ProfileField('dra_certificate_status', 'Available') dra_certificate_status: Availability;
  @ProfileField('dra_number', 'DRA-2024-001') dra_number?: string | null;
  @ProfileField('dra_date_of_issue', '2024-01-15') dra_date_of_issue?: string | null;
  @ProfileField('dra_photo_url', 'uploads/12/dra-0123456789abcdef0123456789abcdef.jpg') dra_photo_url?: string | null;

  @ProfileField('self_photo_url', 'uploads/12/self-photo-0123456789abcdef0123456789abcdef.jpg') self_photo_url: string;
  @ProfileField('aadhaar_photo_front_url', 'uploads/12/aadhaar-front-0123456789abcdef0123456789abcdef.jpg') aadhaar_photo_front_url: string;
  @ProfileField('aadhaar_photo_back_url', 'uploads/12/aadhaar-back-0123456789abcdef0123456789abcdef.jpg') aadhaar_photo_back_url: string;
  @ProfileField('pan_photo_url', 'uploads/12/pan-0123456789abcdef0123456789abcdef.jpg') pan_photo_url: string;

  @ProfileField('bank_name', 'HDFC Bank') bank_name: string;
  @ProfileField('bank_account_number', '50100123456789') bank_account_number: string;
  @ProfileField('ifsc_code', 'HDFC0001234') ifsc_code: string;

  @ProfileField('parking_required', false) parking_required?: boolean;
  @ProfileField('vehicle_number', 'KA01AB1234') vehicle_number?: string | null;
  @ProfileField('date_of_joining', '2024-01-15') date_of_joining?: string | null;
  @ProfileField('last_working_date', '2024-01-15') last_working_date?: string | null;
  @ProfileField('medical_info', 'No') medical_info: string;

  @ApiProperty({ type: EmployeeLanguagesDto })
  @NestedObject(() => EmployeeLanguagesDto, LANGUAGE_RULES.primary_language.message)
  metadata: EmployeeLanguagesDto;
}

/** POST add-employee-details: the agent's own profile; `user_id`, when sent, must be the caller's. */
export class AddEmployeeDetailsDto extends EmployeeDetailsFormDto {
  @ApiPropertyOptional({ example: 12 })
  @IsOptional()
  @IsRecordId('user_id must be a user id')
  user_id?: number;
}

/**
 * PUT update-employee-details (admins): the profile `id` and the fields to change (the whole form, or only some). The
 * full form may carry the profile's `user_id`; a different one is refused (DECISIONS).
 */
export class UpdateEmployeeDetailsDto extends PartialType(EmployeeDetailsFormDto, { skipNullProperties: false }) {
  @ApiProperty({ example: 1, description: 'The profile id' })
  @IsRecordId('id must be a profile id')
  id: number;

  @ApiPropertyOptional({ example: 12, description: "The profile's user; when sent it must be the profile's own" })
  @IsOptional()
  @IsRecordId('user_id must be a user id')
  user_id?: number;
}
