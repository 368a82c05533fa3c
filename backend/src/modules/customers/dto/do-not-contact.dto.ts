import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DO_NOT_CONTACT_NOTE_MAX, DO_NOT_CONTACT_REASONS, type DoNotContactReason } from '@crm/shared';
import { nullableRef } from '../../../common/http/nullable-ref.js';
import { BlankMeansAbsent, IsCalendarDate } from '../../../common/http/validation.js';

export class SetDoNotContactDto {
  @ApiProperty({ enum: DO_NOT_CONTACT_REASONS, description: 'Why the customer must not be contacted' })
  @IsIn(DO_NOT_CONTACT_REASONS, { message: `reason must be one of ${DO_NOT_CONTACT_REASONS.join(', ')}` })
  reason: DoNotContactReason;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'The last business date the mark holds (today or later); none: until cleared' })
  @IsOptional()
  @IsCalendarDate('until must be a date (YYYY-MM-DD)')
  until?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DO_NOT_CONTACT_NOTE_MAX, description: 'What the admin knows (kept in the audit trail too)' })
  @BlankMeansAbsent()
  @IsString({ message: 'note must be text' })
  @MaxLength(DO_NOT_CONTACT_NOTE_MAX, { message: `note must be at most ${DO_NOT_CONTACT_NOTE_MAX} characters` })
  note?: string;
}

class MarkedByDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

/** The mark while it holds (an expired one answers null). */
@ApiExtraModels(MarkedByDto)
export class DoNotContactDto {
  @ApiProperty({ enum: DO_NOT_CONTACT_REASONS }) reason: DoNotContactReason;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The last business date the mark holds; null: until cleared' }) until: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ ...nullableRef(MarkedByDto), description: 'The admin who set it (for an import, who imported it); null for a deleted user' }) set_by: MarkedByDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) set_at: string;
}

export class DoNotContactResponseDto {
  @ApiProperty({ ...nullableRef(DoNotContactDto) }) do_not_contact: DoNotContactDto | null;
}
