import { ApiExtraModels, ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { nullableRef } from '../../../common/http/nullable-ref.js';
import { EmployeeDetailsFormDto } from './employee-details.dto.js';

/** The tombstone of a profile whose documents were purged (issue 31). */
export class DocumentsPurgedDto {
  @ApiProperty({ example: '2030-07-01', description: 'The business date of the purge' }) on: string;
  @ApiProperty({ enum: ['retention', 'admin'], example: 'retention' }) rule: 'retention' | 'admin';
  @ApiProperty({ example: 'Documents purged on 01/07/2030 under the retention rule' }) text: string;
}

/** A profile as answered: the form's fields (Aadhaar masked), its ids and the submission flag. */
@ApiExtraModels(DocumentsPurgedDto)
export class EmployeeDetailsResponseDto extends OmitType(EmployeeDetailsFormDto, ['aadhaar_no'] as const) {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 12 }) user_id: number;
  @ApiProperty({ example: 'XXXX XXXX 2346', description: 'Always masked; empty once the documents are purged' }) aadhaar_no: string;
  @ApiProperty({ ...nullableRef(DocumentsPurgedDto), description: 'Set once the photos, Aadhaar, PAN and bank fields are purged (they are then empty)' })
  documents_purged: DocumentsPurgedDto | null;
  @ApiProperty({ example: true }) is_submitted: boolean;
  @ApiProperty({ example: false }) parking_required: boolean;
  @ApiProperty() created_at: Date;
  @ApiProperty() updated_at: Date;
}

export class EmployeeDetailsDataDto {
  @ApiProperty({ type: EmployeeDetailsResponseDto }) data: EmployeeDetailsResponseDto;
}

export class EmployeeDetailsSavedDto extends EmployeeDetailsDataDto {
  @ApiProperty({ example: 'Employee Created Successfully' }) message: string;
}

export class UploadedDocumentDto {
  @ApiProperty({ example: 'uploads/12/self-photo-0123456789abcdef0123456789abcdef.jpg' }) key: string;
}

export class DocumentUploadResponseDto {
  @ApiProperty({ type: UploadedDocumentDto }) data: UploadedDocumentDto;
}

export class PurgeDocumentsDto {
  @ApiProperty({ example: 'Left the company; asked for erasure', description: 'Why the documents are purged now (kept in the audit trail)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'reason is required' })
  @IsNotEmpty({ message: 'reason is required' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason: string;
}
