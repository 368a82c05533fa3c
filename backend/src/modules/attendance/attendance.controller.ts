import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { parseRange, parseSort, withContentRange } from '../../common/http/list-query.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { ATTENDANCE_DAYS_SORT_FIELDS, AttendanceDaysService, BY_NAME } from './attendance-days.service.js';
import { AttendanceRequestsService } from './attendance-requests.service.js';
import { AttendanceService } from './attendance.service.js';
import { AttendanceErrors } from './attendance.errors.js';
import { AttendanceDaysQueryDto, AttendanceRangeQueryDto, PayrollCycleQueryDto } from './dto/attendance-query.dto.js';
import {
  BulkDecideAttendanceRequestsDto,
  BulkDecisionResponseDto,
  CreateAttendanceRequestDto,
  DecideAttendanceRequestDto,
  EditAttendanceRequestDto,
} from './dto/attendance-request.dto.js';
import {
  AttendanceDayDto,
  AttendanceDeletedDto,
  AttendanceStatsRowDto,
  AttendanceSummaryDto,
  PayrollCycleDto,
  TodayAttendanceDto,
} from './dto/attendance-response.dto.js';
import { CheckInDto } from './dto/check-in.dto.js';
import { MarkAttendanceDto } from './dto/mark-attendance.dto.js';
import type { AttendanceRecord } from './entities/attendance-record.entity.js';
import { RecordOrZeroPipe } from './record-or-zero.pipe.js';
import { payrollCycleOf, payrollCyclesOf, type PayrollCycle } from '../../common/time/payroll-cycles.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

const NOT_YOURS = 'Another user’s attendance (agents)';

@ApiTags('attendance')
@Controller('attendance')
export class AttendanceController {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly days: AttendanceDaysService,
    private readonly requests: AttendanceRequestsService,
    private readonly clock: BusinessClock,
  ) {}

  @Get('payroll-cycles')
  @Scope('attendance:read')
  @ApiOperation({ summary: 'Payroll cycles: the twelve ending in `year` (default this year), or the one containing `date`' })
  @ApiOkResponse({ type: [PayrollCycleDto] })
  payrollCycles(@Query() query: PayrollCycleQueryDto): PayrollCycleDto[] {
    const today = this.clock.today();
    const current = payrollCycleOf(today);
    const cycles = query.date ? [payrollCycleOf(query.date)] : payrollCyclesOf(query.year ?? Number(today.slice(0, 4)));
    return cycles.map((cycle: PayrollCycle) => ({ ...cycle, current: cycle.id === current.id, closed: cycle.end < current.start }));
  }

  @Get('today/:userId')
  @Scope('attendance:read')
  @ApiOperation({ summary: 'Today’s record of the user; before the first check-in, id 0 with status not_checked_in (a 200)' })
  @ApiOkResponse({ type: TodayAttendanceDto })
  @ApiErrors({ 403: NOT_YOURS })
  today(@CurrentUser() user: SessionUser, @Param('userId', IdPipe) userId: number): Promise<TodayAttendanceDto> {
    return this.attendance.today(user, userId);
  }

  @Post('check-in')
  @ApiOperation({ summary: 'Check in now (server clock) from an allowed place' })
  @ApiCreatedResponse({ type: TodayAttendanceDto })
  @ApiErrors({ 403: AttendanceErrors.checkInDenied, 409: 'Already checked in today' })
  checkIn(@CurrentUser() user: SessionUser, @Body() dto: CheckInDto): Promise<TodayAttendanceDto> {
    return this.attendance.checkIn(user, dto);
  }

  @Post('check-out')
  @ApiOperation({ summary: 'Check out now (server clock), once, after checking in' })
  @ApiCreatedResponse({ type: TodayAttendanceDto })
  @ApiErrors({ 403: AttendanceErrors.checkOutDenied, 409: 'Not checked in, or already checked out' })
  checkOut(@CurrentUser() user: SessionUser, @Body() dto: CheckInDto): Promise<TodayAttendanceDto> {
    return this.attendance.checkOut(user, dto);
  }

  @Get()
  @Scope('attendance:read')
  @ApiOperation({ summary: 'Stored records of the range (default: the current payroll cycle); agents their own' })
  @ApiOkResponse({ type: [AttendanceDayDto] })
  @ApiErrors({ 403: NOT_YOURS })
  list(@CurrentUser() user: SessionUser, @Query() query: AttendanceRangeQueryDto): Promise<AttendanceDayDto[]> {
    return this.days.records(user, query);
  }

  @Get('with-absent')
  @Scope('attendance:read')
  @ApiOperation({
    summary:
      'Every day of the range with its derived status (spec §4); admins: every agent unless user_id, by name then day. range pages the rows (Content-Range carries the total); without it, every row.',
  })
  @ApiOkResponse({ type: [AttendanceDayDto] })
  @ApiErrors({ 403: NOT_YOURS })
  async withAbsent(@CurrentUser() user: SessionUser, @Query() query: AttendanceDaysQueryDto, @Res({ passthrough: true }) response: Response): Promise<AttendanceDayDto[]> {
    const page = parseRange(query.range);
    const sort = parseSort(query.sort, ATTENDANCE_DAYS_SORT_FIELDS, BY_NAME);
    if (!page) return this.days.withAbsent(user, query, sort);
    const { items, total } = await this.days.withAbsentPage(user, query, page, sort);
    return withContentRange(response, 'attendance', page.skip, items, total);
  }

  @Get('summary')
  @Scope('attendance:read')
  @ApiOperation({ summary: 'Attendance Summary of the range up to today, with payable days' })
  @ApiOkResponse({ type: AttendanceSummaryDto })
  @ApiErrors({ 403: NOT_YOURS })
  summary(@CurrentUser() user: SessionUser, @Query() query: AttendanceRangeQueryDto): Promise<AttendanceSummaryDto> {
    return this.days.summary(user, query);
  }

  @Get('stats')
  @Scope('attendance:read')
  @Roles('admin')
  @ApiOperation({ summary: 'Stats rows per agent and day up to today (dates YYYY-MM-DD or dd-mm-yyyy)' })
  @ApiOkResponse({ type: [AttendanceStatsRowDto] })
  stats(@Query() query: AttendanceRangeQueryDto): Promise<AttendanceStatsRowDto[]> {
    return this.days.stats(query);
  }

  @Get('stats.csv')
  @Scope('attendance:read')
  @Roles('admin')
  @ApiOperation({ summary: 'The stats as CSV (Agent, Date, Present, Absent, Leave, DoublePay, Holiday), streamed' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV', schema: { type: 'string' } })
  async statsCsv(@Query() query: AttendanceRangeQueryDto, @Res() response: Response): Promise<void> {
    await this.days.streamStatsCsv(query, response);
  }

  @Get('requests/pending')
  @Scope('attendance:read')
  @Roles('admin')
  @ApiOperation({ summary: 'Requests awaiting a decision, oldest day first' })
  @ApiOkResponse({ type: [AttendanceDayDto] })
  pending(): Promise<AttendanceDayDto[]> {
    return this.requests.pending();
  }

  @Post('request')
  @Idempotent()
  @ApiOperation({ summary: 'Apply for attendance on a day that can open an application, with the times asked for' })
  @ApiCreatedResponse({ type: AttendanceDayDto })
  @ApiErrors({ 403: `${NOT_YOURS}, or a closed payroll cycle`, 404: 'No such user', 409: 'The day cannot open an application' })
  async apply(@CurrentUser() user: SessionUser, @Body() dto: CreateAttendanceRequestDto): Promise<AttendanceDayDto> {
    return this.respond(await this.requests.apply(user, dto));
  }

  @Patch('requests/:id')
  @ApiOperation({ summary: 'Edit an open request’s times and reason' })
  @ApiOkResponse({ type: AttendanceDayDto })
  @ApiErrors({ 403: `${NOT_YOURS}, or a closed payroll cycle`, 404: 'No such record', 409: 'Not an open request' })
  async edit(@CurrentUser() user: SessionUser, @Param('id', IdPipe) id: number, @Body() dto: EditAttendanceRequestDto): Promise<AttendanceDayDto> {
    return this.respond(await this.requests.edit(user, id, dto));
  }

  @Patch('requests/:id/withdraw')
  @ApiOperation({ summary: 'Withdraw an open request' })
  @ApiOkResponse({ type: AttendanceDayDto })
  @ApiErrors({ 403: `${NOT_YOURS}, or a closed payroll cycle`, 404: 'No such record', 409: 'Not an open request' })
  async withdraw(@CurrentUser() user: SessionUser, @Param('id', IdPipe) id: number): Promise<AttendanceDayDto> {
    const record = await this.requests.withdraw(user, id);
    return this.respond(record, record.status === 'withdrawn' ? 0 : record.id);
  }

  @Patch('requests/:id/status')
  @Roles('admin')
  @ApiOperation({ summary: 'Approve (writes the requested times) or reject (with rejectionReason) the version of a request the admin saw' })
  @ApiOkResponse({ type: AttendanceDayDto })
  @ApiErrors({ 404: 'No such record', 409: 'Not an open request, or changed since that version (the message says what it now asks for)' })
  async decide(@Param('id', IdPipe) id: number, @Body() dto: DecideAttendanceRequestDto): Promise<AttendanceDayDto> {
    return this.respond(await this.requests.decide(id, dto));
  }

  @Post('requests/bulk-status')
  @Roles('admin')
  @ApiOperation({ summary: 'Accept All / Reject All, each request with the version seen: all are decided or none (400 names each refused one)' })
  @ApiCreatedResponse({ type: BulkDecisionResponseDto })
  @ApiErrors({ 409: 'Some requests changed since the versions sent (errors names each, with what it now asks for)' })
  async decideAll(@Body() dto: BulkDecideAttendanceRequestsDto): Promise<BulkDecisionResponseDto> {
    return { results: await this.requests.decideAll(dto) };
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Mark a day (id 0: a day with no record yet, for the body’s user_id and date)' })
  @ApiOkResponse({ type: AttendanceDayDto })
  @ApiErrors({ 404: 'No such record or user', 409: 'The user already has a record that day' })
  async mark(@Param('id', new RecordOrZeroPipe()) id: number, @Body() dto: MarkAttendanceDto): Promise<AttendanceDayDto> {
    return this.respond(await this.attendance.mark(id, dto));
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a record (the day becomes what the derivation says: absent, leave or holiday)' })
  @ApiOkResponse({ type: AttendanceDeletedDto })
  @ApiErrors({ 404: 'No such record' })
  remove(@Param('id', IdPipe) id: number): Promise<AttendanceDeletedDto> {
    return this.attendance.remove(id);
  }

  /** A written record read back through the derivation, so every answer has the one shape. */
  private respond(record: AttendanceRecord, id = record.id): Promise<AttendanceDayDto> {
    return this.days.dayOfRecord(record.userId, record.date, id !== 0);
  }
}
