import { ApiProperty, OmitType } from '@nestjs/swagger';
import { EmployeeDetailsFormDto } from './employee-details.dto.js';

/** A profile as answered: the form's fields (Aadhaar masked), its ids and the submission flag. */
export class EmployeeDetailsResponseDto extends OmitType(EmployeeDetailsFormDto, ['aadhaar_no'] as const) {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 12 }) user_id: number;
  @ApiProperty({ example: 'XXXX XXXX 2346', description: 'Always masked' }) aadhaar_no: string;
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
