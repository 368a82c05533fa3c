import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsInt, IsNumber, IsString, Max, MaxLength, Min, NotEquals } from 'class-validator';
import { Transform } from 'class-transformer';
import { LEDGER_KINDS, type LedgerKind } from '../entities/leave-ledger-entry.entity.js';
import { IsNonBlank } from '../../../common/http/validation.js';
import { LeaveTypeResponseDto } from './leave-type.dto.js';

export class LedgerEntryDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: LEDGER_KINDS }) kind: LedgerKind;
  @ApiProperty({ description: 'Days: positive credits, negative debits' }) amount: number;
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'Accruals and their corrections: the month or year credited' }) period_start: string | null;
  @ApiProperty({ nullable: true, type: Number }) leave_request_id: number | null;
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'Debits and credits back: the first day of the leave' }) leave_start_date: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'Debits and credits back: the last day of the leave' }) leave_end_date: string | null;
  @ApiProperty({ nullable: true, enum: ['full', 'half'], type: String, description: 'Debits and credits back: full or half day' }) leave_day_type: 'full' | 'half' | null;
  @ApiProperty({ nullable: true, type: String }) reason: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
}

export class LeaveTypeBalanceDto extends LeaveTypeResponseDto {
  @ApiProperty({ description: 'The sum of the ledger entries' }) current_balance: number;
  @ApiProperty({ description: 'Days asked for in pending requests' }) pending: number;
  @ApiProperty({ description: 'Balance minus pending requests: what a new request may use' }) available: number;
  @ApiProperty({ type: [LedgerEntryDto], description: 'The entries behind the balance, newest first' }) entries: LedgerEntryDto[];
}

export class LeaveBalanceResponseDto {
  @ApiProperty() user_id: number;
  @ApiProperty({ type: [LeaveTypeBalanceDto] }) leaveTypes: LeaveTypeBalanceDto[];
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'The latest period credited by accrual' }) last_accrual_date: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the accrual that credited the latest period ran' }) last_accrual_run_at: Date | null;
}

export class AccrualResultDto {
  @ApiProperty({ description: 'Accrual credits made by this run (0 when everything due was already credited)' }) credits: number;
  @ApiProperty({ example: 'Monthly accrual processed!' }) message: string;
}

export class FixMissingBalancesDto {
  @ApiProperty({ example: 'agent@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid email' })
  @IsString({ message: 'Email is required' })
  email: string;
}

export class AdjustBalanceDto {
  @ApiProperty({ example: 1 })
  @Min(1, { message: 'Please choose a leave type' })
  @IsInt({ message: 'Please choose a leave type' })
  leave_type_id: number;

  @ApiProperty({ example: 1.5, description: 'Days to add (positive) or take off (negative), step 0.01, not 0' })
  @NotEquals(0, { message: 'Amount must not be 0' })
  @Min(-366, { message: 'Amount must be between -366 and 366' })
  @Max(366, { message: 'Amount must be between -366 and 366' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Amount must be a number of days with at most 2 decimals' })
  amount: number;

  @ApiProperty({ example: 'Carried over from last year' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsNonBlank('Reason is required')
  reason: string;
}
