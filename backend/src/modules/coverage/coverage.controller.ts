import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import { CoverageRulesService } from './coverage-rules.service.js';
import { CoverageService } from './coverage.service.js';
import { CoverageRuleDto, CoverageRuleResponseDto } from './dto/coverage-rule.dto.js';
import { CoverageDayDto, CoverageForecastDto, CoverageQueryDto, ForecastQueryDto, LeaveImpactDto, LeaveImpactQueryDto } from './dto/coverage.dto.js';

const FORECAST_DAYS = 7;

@ApiTags('coverage')
@Controller()
@Roles('admin')
export class CoverageController {
  constructor(
    private readonly coverage: CoverageService,
    private readonly rules: CoverageRulesService,
  ) {}

  @Get('coverage')
  @ApiOperation({ summary: "A day's coverage: each group's agents (present, late, on leave, absent, off), its due work and state, uncovered first" })
  @ApiOkResponse({ type: CoverageDayDto })
  day(@Query() query: CoverageQueryDto): Promise<CoverageDayDto> {
    return this.coverage.day(query.date);
  }

  @Get('coverage/forecast')
  @ApiOperation({ summary: 'The coming days’ coverage from approved leave, holidays and weekly offs, with the follow-ups and promises due on each' })
  @ApiOkResponse({ type: CoverageForecastDto })
  async forecast(@Query() query: ForecastQueryDto): Promise<CoverageForecastDto> {
    return { days: await this.coverage.forecast(query.days ?? FORECAST_DAYS) };
  }

  @Get('coverage/leave-impact')
  @ApiOperation({ summary: 'The days and groups approving a leave request would leave uncovered with work due (the approval dialog’s warning)' })
  @ApiOkResponse({ type: LeaveImpactDto })
  @ApiErrors({ 404: 'No such leave request' })
  leaveImpact(@Query() query: LeaveImpactQueryDto): Promise<LeaveImpactDto> {
    return this.coverage.leaveImpact(query.leave_request_id);
  }

  @Get('groups/:id/coverage-rule')
  @ApiOperation({ summary: "The group's standing rule (empty lists and a null deadline when it has none)" })
  @ApiOkResponse({ type: CoverageRuleResponseDto })
  @ApiErrors({ 404: 'No such group' })
  rule(@Param('id', IdPipe) id: number): Promise<CoverageRuleResponseDto> {
    return this.rules.get(id);
  }

  @Delete('groups/:id/coverage-rule')
  @ApiOperation({ summary: "Remove the group's standing rule: no more automatic loans (those made run their day)" })
  @ApiOkResponse({ type: CoverageRuleResponseDto, description: 'The empty rule' })
  @ApiErrors({ 404: 'No such group, or it has no rule' })
  removeRule(@Param('id', IdPipe) id: number): Promise<CoverageRuleResponseDto> {
    return this.rules.remove(id);
  }

  @Put('groups/:id/coverage-rule')
  @ApiOperation({ summary: "Set the group's standing rule: lent to buddies or a pool's agents for a day it would be uncovered" })
  @ApiOkResponse({ type: CoverageRuleResponseDto })
  @ApiErrors({ 404: 'No such group' })
  setRule(@Param('id', IdPipe) id: number, @Body() dto: CoverageRuleDto): Promise<CoverageRuleResponseDto> {
    return this.rules.set(id, dto);
  }
}
