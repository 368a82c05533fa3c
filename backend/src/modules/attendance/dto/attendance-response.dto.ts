import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DERIVED_ONLY_STATUSES, STORED_STATUSES } from '../attendance-status.js';
import type { CalendarKind } from '../day-derivation.js';

const DAY_STATUSES = [...STORED_STATUSES, ...DERIVED_ONLY_STATUSES];
const CALENDAR_KINDS: CalendarKind[] = [
  'present',
  'half_day',
  'absent',
  'leave',
  'leave_half_day',
  'double_pay',
  'double_pay_half_day',
  'holiday',
  'not_checked_in',
  'not_employed',
];

export class AttendanceUserDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

/** A stored record or a derived day (id 0 when nothing is stored). */
export class AttendanceDayDto {
  @ApiProperty({ description: '0 for a day with no stored record' }) id: number;
  @ApiProperty() user_id: number;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({
    enum: DAY_STATUSES,
    description: 'Stored or derived; `not_checked_in`: today with nothing recorded yet (not absent); `not_employed`: outside the employment window. Both count 0.',
  })
  status: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) login_time: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) logout_time: Date | null;
  @ApiProperty({ nullable: true, type: String }) reason: string | null;
  @ApiProperty({ nullable: true, type: String }) rejection_reason: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) requested_login_time: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) requested_logout_time: Date | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'The record’s version, which a decision on a request sends back (0: no record)' }) version: number;
  @ApiProperty() is_absent: boolean;
  @ApiProperty({ enum: [0, 0.5, 1, 1.5, 2] }) attendance_count: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Approved leave on the day: 1 or 0.5' }) leave_count: number | null;
  @ApiProperty({ nullable: true, type: String }) holiday_name: string | null;
  @ApiProperty({ nullable: true, type: String, enum: ['MANDATORY', 'FLEXI', 'WEEKEND'] }) holiday_type: string | null;
  @ApiProperty({ enum: CALENDAR_KINDS, description: 'How the calendar colours the day (spec §4 calendar mapping)' }) calendar: CalendarKind;
  @ApiProperty({ description: 'In a payroll cycle that has closed: agents can no longer change it' }) locked: boolean;
  @ApiProperty({ description: 'The agent may apply for attendance on this day (or add the missing check-out)' }) can_apply: boolean;
  @ApiProperty({ type: AttendanceUserDto }) user: AttendanceUserDto;
}

/** Today's record, or (id 0, `not_checked_in`) none yet: a 200 either way. */
export class TodayAttendanceDto {
  @ApiProperty({ description: '0 before the first check-in of the day (no record yet)' }) id: number;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ enum: [...STORED_STATUSES, 'not_checked_in'] }) status: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) login_time: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) logout_time: Date | null;
  @ApiProperty() is_absent: boolean;
  @ApiProperty() message: string;
}

export class PayrollCycleDto {
  @ApiProperty({ example: '11_2026' }) id: string;
  @ApiProperty({ format: 'date', example: '2026-10-26' }) start: string;
  @ApiProperty({ format: 'date', example: '2026-11-25' }) end: string;
  @ApiProperty({ example: 31 }) days: number;
  @ApiProperty({ description: 'Contains today' }) current: boolean;
  @ApiProperty({ description: 'Ended before the current cycle began: closed for agents' }) closed: boolean;
}

/** Spec §3 attendance stats row: one agent's day. */
export class AttendanceStatsRowDto {
  @ApiProperty() user_id: number;
  @ApiProperty() agent_name: string;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() present: number;
  @ApiProperty() absent: number;
  @ApiProperty() leave: number;
  @ApiProperty() doublePay: number;
  @ApiProperty() holiday: number;
}

export class AttendanceSummaryDto {
  @ApiProperty() present: number;
  @ApiProperty() absent: number;
  @ApiProperty() leave: number;
  @ApiProperty() doublePay: number;
  @ApiProperty() holiday: number;
  @ApiProperty({ description: 'Present + double pay + leave + holidays, up to today' }) payable_days: number;
}

export class AttendanceDeletedDto {
  @ApiPropertyOptional() id: number;
  @ApiProperty() message: string;
}
