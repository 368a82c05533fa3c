import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsCalendarDate } from '../../../common/http/validation.js';

export const MARKABLE_STATUSES = ['present', 'half_day', 'on_leave', 'absent'] as const;
export type MarkableStatus = (typeof MARKABLE_STATUSES)[number];

/** An admin's mark (PUT /api/attendance/{id}; id 0 marks a day with no record yet). */
export class MarkAttendanceDto {
  @ApiProperty()
  @IsRecordId('user_id is required and must be a user id')
  user_id: number;

  @ApiProperty({ format: 'date', example: '2026-11-20' })
  @IsCalendarDate('date is required and must be a valid date (YYYY-MM-DD)')
  date: string;

  @ApiProperty({ enum: MARKABLE_STATUSES })
  @IsIn(MARKABLE_STATUSES as unknown as string[], { message: `status must be one of ${MARKABLE_STATUSES.join(', ')}` })
  status: MarkableStatus;

  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'login_time must be an ISO date-time' })
  login_time?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'logout_time must be an ISO date-time' })
  logout_time?: string | null;
}
