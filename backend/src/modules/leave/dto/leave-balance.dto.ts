import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { LEDGER_KINDS, type LedgerKind } from '../entities/leave-ledger-entry.entity.js';
import { LeaveTypeResponseDto } from './leave-type.dto.js';

export class LedgerEntryDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: LEDGER_KINDS }) kind: LedgerKind;
  @ApiProperty({ description: 'Days: positive credits, negative debits' }) amount: number;
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'Accruals: the month or year credited' }) period_start: string | null;
  @ApiProperty({ nullable: true, type: Number }) leave_request_id: number | null;
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
