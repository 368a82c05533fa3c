import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDate } from '../../../common/time/business-date.js';
import { ListFilterDto } from '../../../common/http/list-filter.js';
import { ListQueryDto } from '../../../common/http/list-query.js';
import { IsCalendarDate, IsNonBlank, IsSeenVersion, OptionalButNotNull } from '../../../common/http/validation.js';
import { DAY_TYPES, LEAVE_REQUEST_STATUSES, type DayType, type LeaveRequestStatus } from '../entities/leave-request.entity.js';

const BLANK_REASON = 'Reason cannot be empty or just spaces. Please provide a valid reason.';

/** A date written YYYY-MM-DD or an ISO date-time (the client sends 09:30 and 18:30 of the chosen day). */
const IsDayOrInstant = (message: string) =>
  ValidateBy({
    name: 'isDayOrInstant',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        (isCalendarDate(value) || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)))),
      defaultMessage: () => message,
    },
  });

export class CreateLeaveRequestDto {
  @ApiProperty({ example: 'CL', description: 'The leave type code' })
  @MaxLength(20, { message: 'Please choose a leave type' })
  @MinLength(1, { message: 'Leave type is required' })
  @IsString({ message: 'Leave type is required' })
  type: string;

  @ApiProperty({ example: '2026-12-01T04:00:00.000Z', description: 'ISO date-time (09:30 business time) or YYYY-MM-DD' })
  @IsDayOrInstant('Start date is required')
  start_date: string;

  @ApiProperty({ example: '2026-12-01T13:00:00.000Z', description: 'ISO date-time (18:30 business time) or YYYY-MM-DD' })
  @IsDayOrInstant('End date is required')
  end_date: string;

  @ApiProperty({ enum: DAY_TYPES })
  @IsIn(DAY_TYPES as unknown as string[], { message: 'Day type must be full or half' })
  day_type: DayType;

  @ApiProperty({ example: 'Family function' })
  @MaxLength(1000, { message: 'Reason must be at most 1000 characters' })
  @IsNonBlank(BLANK_REASON)
  reason: string;
}

export class LeaveDecisionDto {
  @ApiProperty({ enum: ['approved', 'rejected'] })
  @IsIn(['approved', 'rejected'], { message: 'Status must be approved or rejected' })
  status: 'approved' | 'rejected';

  @IsSeenVersion()
  version: number;

  @ApiPropertyOptional({ description: 'Required to reject' })
  @ValidateIf((dto: LeaveDecisionDto) => dto.status === 'rejected' || dto.rejectionReason !== undefined)
  @MaxLength(1000, { message: 'Rejection reason must be at most 1000 characters' })
  @IsNonBlank('Rejection reason is required')
  rejectionReason?: string;
}

export class AdminWithdrawDto {
  @ApiProperty({ enum: ['cancel', 'withdraw'] })
  @IsIn(['cancel', 'withdraw'], { message: 'Action must be cancel or withdraw' })
  action: 'cancel' | 'withdraw';
}

const STATUS_MESSAGE = 'status must be pending, approved, rejected, withdrawn or cancelled';

/** The spec's parameters (start_date, end_date, status) beside the list convention's range, filter and sort. */
export class LeaveRequestQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'Requests ending on or after this day' })
  @IsOptional()
  @IsCalendarDate('start_date must be a date (YYYY-MM-DD)')
  start_date?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Requests starting on or before this day' })
  @IsOptional()
  @IsCalendarDate('end_date must be a date (YYYY-MM-DD)')
  end_date?: string;

  @ApiPropertyOptional({ enum: LEAVE_REQUEST_STATUSES })
  @IsOptional()
  @IsIn(LEAVE_REQUEST_STATUSES as unknown as string[], { message: STATUS_MESSAGE })
  status?: LeaveRequestStatus;
}

/** The keys `GET /api/leave/leave-requests?filter=` accepts: q searches the agent's name, email or user id. */
export class LeaveRequestListFilterDto extends ListFilterDto {
  @ApiPropertyOptional({ example: 'CL', description: 'The leave type code' })
  @OptionalButNotNull()
  @MaxLength(20, { message: 'type must be a leave type code' })
  @IsString({ message: 'type must be a leave type code' })
  type?: string;

  @ApiPropertyOptional({ enum: LEAVE_REQUEST_STATUSES })
  @OptionalButNotNull()
  @IsIn(LEAVE_REQUEST_STATUSES as unknown as string[], { message: STATUS_MESSAGE })
  status?: LeaveRequestStatus;

  @ApiPropertyOptional({ format: 'date', example: '2026-01-01', description: 'Requests ending on or after this day' })
  @OptionalButNotNull()
  @IsCalendarDate('from must be a date YYYY-MM-DD')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-01-31', description: 'Requests starting on or before this day' })
  @OptionalButNotNull()
  @IsCalendarDate('to must be a date YYYY-MM-DD')
  to?: string;
}

export class LeaveRequestUserDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class LeaveRequestMetadataDto {
  @ApiProperty({ enum: DAY_TYPES }) day_type: DayType;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) approved_at: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) rejected_at: Date | null;
  @ApiProperty({ nullable: true, type: String }) rejection_reason: string | null;
}

export class NotDebitedDayDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ description: 'The holiday or weekly off' }) name: string;
  @ApiProperty({ enum: ['WEEKEND', 'MANDATORY'] }) type: 'WEEKEND' | 'MANDATORY';
}

export class LeaveRequestResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() user_id: number;
  @ApiProperty({ description: 'The leave type code' }) type: string;
  @ApiProperty() leave_type_id: number;
  @ApiProperty() leave_type_name: string;
  @ApiProperty({ enum: LEAVE_REQUEST_STATUSES }) status: LeaveRequestStatus;
  @ApiProperty({ format: 'date' }) start_date: string;
  @ApiProperty({ format: 'date' }) end_date: string;
  @ApiProperty({ enum: DAY_TYPES }) day_type: DayType;
  @ApiProperty({ description: '0.5 for a half day, else the working days debited (every day when the type counts non-working days)' }) leave_count: number;
  @ApiProperty({ type: [NotDebitedDayDto], description: 'Weekly offs and mandatory holidays inside the leave that are not debited' }) not_debited: NotDebitedDayDto[];
  @ApiProperty({ description: 'Raised by every change; a decision carries the version it was made on' }) version: number;
  @ApiProperty() reason: string;
  @ApiProperty({ nullable: true, type: String }) rejectionReason: string | null;
  @ApiProperty({ type: LeaveRequestMetadataDto }) metadata: LeaveRequestMetadataDto;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) decided_at: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: LeaveRequestUserDto }) user: LeaveRequestUserDto;
}
