import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { UsersService } from '../users/users.service.js';
import { AccrualResultDto, AdjustBalanceDto, FixMissingBalancesDto, LeaveBalanceResponseDto, LedgerEntryDto } from './dto/leave-balance.dto.js';
import { LeaveAccrualService } from './leave-accrual.service.js';
import { LeaveBalancesService } from './leave-balances.service.js';
import { LeaveErrors } from './leave.errors.js';

@ApiTags('leave')
@Controller('leave')
export class LeaveBalancesController {
  constructor(
    private readonly balances: LeaveBalancesService,
    private readonly accrual: LeaveAccrualService,
    private readonly users: UsersService,
  ) {}

  @Get('leave-balances/:userId')
  @Scope('leave:read')
  @ApiOperation({ summary: "A user's balance per leave type with the ledger entries behind it (agents: their own only)" })
  @ApiOkResponse({ type: LeaveBalanceResponseDto })
  @ApiErrors({ 403: "Another user's balance" })
  of(@CurrentUser() viewer: SessionUser, @Param('userId', IdPipe) userId: number): Promise<LeaveBalanceResponseDto> {
    return this.balances.of(viewer, userId);
  }

  @Post('leave-balances/:userId/adjustments')
  @Roles('admin')
  @ApiOperation({ summary: "Correct a user's balance of one type by a new ledger entry with its reason (never below 0 available)" })
  @ApiCreatedResponse({ type: LedgerEntryDto })
  @ApiErrors({ 404: 'No such user or leave type' })
  adjust(@Param('userId', IdPipe) userId: number, @Body() dto: AdjustBalanceDto): Promise<LedgerEntryDto> {
    return this.balances.adjust(userId, dto);
  }

  @Post('run-monthly-accrual')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Credit every due accrual period not yet credited, for every active agent (the monthly job runs the same)' })
  @ApiOkResponse({ type: AccrualResultDto })
  async runAccrual(): Promise<AccrualResultDto> {
    return { credits: await this.accrual.run(), message: 'Monthly accrual processed!' };
  }

  @Post('fix-missing-balances')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Run accrual for one agent, found by email' })
  @ApiOkResponse({ type: AccrualResultDto })
  @ApiErrors({ 404: 'No user has this email' })
  async fixMissing(@Body() dto: FixMissingBalancesDto): Promise<AccrualResultDto> {
    const user = await this.users.findByEmail(dto.email);
    if (!user) throw LeaveErrors.noSuchEmail();
    if (user.role !== 'agent' || !user.isActive) throw LeaveErrors.notAnAgent();
    return { credits: await this.accrual.run(user.id), message: 'Leave balances added successfully' };
  }
}
