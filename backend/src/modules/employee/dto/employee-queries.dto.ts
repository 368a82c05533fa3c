import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryNumber } from '../../../common/http/query-number.js';
import { IsRecordId } from '../../../common/http/record-id.js';

export class EmployeeDetailsQueryDto {
  @ApiPropertyOptional({ description: "Whose profile (admins: anyone's; agents: their own); default the caller", example: 12 })
  @IsOptional()
  @QueryNumber()
  @IsRecordId('user_id must be a user id')
  user_id?: number;
}

export class EmployeeFileQueryDto {
  @ApiProperty({ description: 'A key answered by an upload (uploads/<user>/<kind>-<random>.<ext>)', example: 'uploads/12/pan-0123456789abcdef0123456789abcdef.jpg' })
  @IsString({ message: 'key must be the key of an uploaded file' })
  @MaxLength(200, { message: 'key must be the key of an uploaded file' })
  key: string;

  @ApiPropertyOptional({
    description: "Why the document is opened: required for an admin's read of an Aadhaar or PAN photo (kept in the audit trail)",
    example: 'Verifying the address for the background check',
  })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason?: string;
}
