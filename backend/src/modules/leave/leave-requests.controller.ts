import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, Scope } from '../../common/decorators/auth.decorators.js';
import type { Response } from 'express';
import { ApiErrors } from '../../common/http/api-errors.js';
import { ApiListFilter } from '../../common/http/list-filter.js';
import { parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { AdminWithdrawDto, CreateLeaveRequestDto, LeaveDecisionDto, LeaveRequestListFilterDto, LeaveRequestQueryDto, LeaveRequestResponseDto } from './dto/leave-request.dto.js';
import { LEAVE_REQUEST_SORT_FIELDS, mergeSpecParameters } from './leave-requests-list.js';
import { LeaveRequestsService } from './leave-requests.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('leave')
@Controller('leave/leave-requests')
export class LeaveRequestsController {
  constructor(private readonly requests: LeaveRequestsService) {}

  @Get()
  @Scope('leave:read')
  @ApiOperation({
    summary:
      "The caller's leave requests (an admin's: everyone's), newest start first: filter q (name, email or user id), type, status, from, to (the days a leave touches), id[]; sort start_date, end_date or created_at; range pages (without it every match, up to 5,000); Content-Range carries the total. The spec's start_date, end_date and status still filter.",
  })
  @ApiOkResponse({ type: [LeaveRequestResponseDto] })
  @ApiErrors({})
  @ApiListFilter(LeaveRequestListFilterDto, '{"status":"pending","from":"2026-01-01","to":"2026-01-31"}')
  async list(@CurrentUser() user: SessionUser, @Query() query: LeaveRequestQueryDto, @Res({ passthrough: true }) response: Response): Promise<LeaveRequestResponseDto[]> {
    const request = parseListQuery(query, { sortable: LEAVE_REQUEST_SORT_FIELDS, defaultSort: { field: 'start_date', order: 'DESC' }, filter: LeaveRequestListFilterDto });
    const { items, total } = await this.requests.list(user, { ...request, filter: mergeSpecParameters(query, request.filter) });
    return withContentRange(response, 'leave-requests', request.page?.skip ?? 0, items, total);
  }

  @Post()
  @Roles('agent')
  @Idempotent()
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
