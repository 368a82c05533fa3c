import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import type {
  Availability,
  BloodGroup,
  Gender,
  IndianState,
  Language,
  MaritalStatus,
  Qualification,
  ResidentType,
} from '@crm/shared';

export interface EmployeeMetadata {
  primary_language: Language;
  secondary_language: Language[];
}

/**
 * One employee profile per user (spec §3). Properties carry the API's field names (the spec's
 * `permanenet_state_pincode` spelling included), so the form, the answer and the audit trail use one vocabulary.
 * The Aadhaar number is kept only encrypted (`aadhaar-cipher.ts`).
 */
@Entity('employee_details')
@Index('UQ_employee_details_user', ['user_id'], { unique: true })
@Index('IDX_employee_details_last_working_date', ['last_working_date'], { where: '"last_working_date" IS NOT NULL' })
export class EmployeeDetails {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_employee_details_user' })
  user?: User;

  @Column({ type: 'text' }) first_name: string;
  @Column({ type: 'text' }) last_name: string;
  @Column({ type: 'text' }) father_name: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) phone_number: string;
  @Column({ type: 'text', nullable: true }) alternate_number: string | null;
  @Column({ type: 'text' }) qualification: Qualification;
  @Column({ type: 'date' }) dob: string;
  @Column({ type: 'text' }) blood_group: BloodGroup;
  @Column({ type: 'text' }) pan_no: string;
  /** AES-256-GCM: version, IV, tag and ciphertext of the 12 digits; never the number in clear. */
  @Column({ type: 'bytea' }) aadhaar_no_encrypted: Buffer;
  @Column({ type: 'text' }) gender: Gender;
  @Column({ type: 'text' }) marital_status: MaritalStatus;
  @Column({ type: 'text' }) permanent_address: string;
  @Column({ type: 'text' }) current_address: string;
  @Column({ type: 'text' }) permanent_state: IndianState;
  @Column({ type: 'text' }) current_state: IndianState;
  @Column({ type: 'text' }) permanenet_state_pincode: string;
  @Column({ type: 'text' }) current_state_pincode: string;
  @Column({ type: 'text' }) resident_type: ResidentType;
  @Column({ type: 'text' }) relatives_number: string;
  @Column({ type: 'text' }) relatives_number_relation: string;
  @Column({ type: 'text', nullable: true }) friends_number: string | null;
  @Column({ type: 'text' }) previous_employer_status: Availability;
  @Column({ type: 'text', nullable: true }) previous_employer_company_name: string | null;
  @Column({ type: 'text', nullable: true }) reference_phone_number: string | null;
  @Column({ type: 'date', nullable: true }) previous_company_employment_start_date: string | null;
  @Column({ type: 'date', nullable: true }) previous_company_employment_end_date: string | null;
  @Column({ type: 'text', nullable: true }) reason_for_leaving_previous_company: string | null;
  @Column({ type: 'text', nullable: true }) previous_employer_address: string | null;
  @Column({ type: 'text' }) dra_certificate_status: Availability;
  @Column({ type: 'text', nullable: true }) dra_number: string | null;
  @Column({ type: 'date', nullable: true }) dra_date_of_issue: string | null;
  @Column({ type: 'text', nullable: true }) dra_photo_url: string | null;
  @Column({ type: 'text' }) self_photo_url: string;
  @Column({ type: 'text' }) aadhaar_photo_front_url: string;
  @Column({ type: 'text' }) aadhaar_photo_back_url: string;
  @Column({ type: 'text' }) pan_photo_url: string;
  @Column({ type: 'text' }) bank_name: string;
  @Column({ type: 'text' }) bank_account_number: string;
  @Column({ type: 'text' }) ifsc_code: string;
  @Column({ type: 'boolean', default: false }) parking_required: boolean;
  @Column({ type: 'text', nullable: true }) vehicle_number: string | null;
  @Column({ type: 'date', nullable: true }) date_of_joining: string | null;
  @Column({ type: 'date', nullable: true }) last_working_date: string | null;
  @Column({ type: 'text' }) medical_info: string;
  @Column({ type: 'boolean', default: false }) is_submitted: boolean;
  @Column({ type: 'jsonb' }) metadata: EmployeeMetadata;
  /**
   * Set when the documents were purged (issue 31): the photos deleted, the Aadhaar, PAN and bank fields emptied
   * (''), the name and dates kept. `retention` for the daily rule, `admin` for an admin's purge.
   */
  @Column({ type: 'date', nullable: true }) documents_purged_on: string | null;
  @Column({ type: 'text', nullable: true }) documents_purge_rule: 'retention' | 'admin' | null;

  @CreateDateColumn({ type: 'timestamptz' }) created_at: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at: Date;
}
