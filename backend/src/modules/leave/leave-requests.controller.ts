import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { AdminWithdrawDto, CreateLeaveRequestDto, LeaveDecisionDto, LeaveRequestQueryDto, LeaveRequestResponseDto } from './dto/leave-request.dto.js';
import { LeaveRequestsService } from './leave-requests.service.js';

@ApiTags('leave')
@Controller('leave/leave-requests')
export class LeaveRequestsController {
  constructor(private readonly requests: LeaveRequestsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's leave requests (an admin's: everyone's) overlapping the optional range, newest first" })
  @ApiOkResponse({ type: [LeaveRequestResponseDto] })
  list(@CurrentUser() user: SessionUser, @Query() query: LeaveRequestQueryDto): Promise<LeaveRequestResponseDto[]> {
    return this.requests.list(user, query);
  }

  @Post()
  @Roles('agent')
  @ApiOperation({ summary: 'Apply for leave (refused beyond the available balance, the per-unit limit, or over another request)' })
  @ApiCreatedResponse({ type: LeaveRequestResponseDto })
  @ApiErrors({ 409: 'Overlaps a pending or approved request' })
  apply(@CurrentUser() user: SessionUser, @Body() dto: CreateLeaveRequestDto): Promise<LeaveRequestResponseDto> {
    return this.requests.apply(user, dto);
  }

  @Patch(':id/withdraw')
  @Roles('agent')
  @ApiOperation({ summary: 'Withdraw your own pending or approved request before it starts' })
  @ApiOkResponse({ type: LeaveRequestResponseDto })
  @ApiErrors({ 403: 'Not your request', 404: 'No such request', 409: 'Not pending or approved' })
  withdraw(@CurrentUser() user: SessionUser, @Param('id', IdPipe) id: number): Promise<LeaveRequestResponseDto> {
    return this.requests.withdraw(user, id);
  }

  @Patch(':id/admin-withdraw')
  @Roles('admin')
  @ApiOperation({ summary: 'Cancel or withdraw any pending or approved request (an approved one is credited back)' })
  @ApiOkResponse({ type: LeaveRequestResponseDto })
  @ApiErrors({ 404: 'No such request', 409: 'Not pending or approved' })
  adminWithdraw(@Param('id', IdPipe) id: number, @Body() dto: AdminWithdrawDto): Promise<LeaveRequestResponseDto> {
    return this.requests.adminWithdraw(id, dto);
  }

  @Patch(':id/status')
  @Roles('admin')
  @ApiOperation({ summary: 'Approve (debits the balance once) or reject (with rejectionReason) a pending request' })
  @ApiOkResponse({ type: LeaveRequestResponseDto })
  @ApiErrors({ 404: 'No such request', 409: 'Already decided, or the balance no longer covers it' })
  decide(@Param('id', IdPipe) id: number, @Body() dto: LeaveDecisionDto): Promise<LeaveRequestResponseDto> {
    return this.requests.decide(id, dto);
  }
}
