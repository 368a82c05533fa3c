import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/http/api-errors.js';
import { Roles } from '../../common/decorators/auth.decorators.js';
import { ApiListFilter } from '../../common/http/list-filter.js';
import { ListQueryDto, parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { IdPipe } from '../../common/http/record-id.js';
import { CreateLeadCycleDto, LeadCycleResponseDto, toLeadCycleResponse } from './dto/lead-cycle.dto.js';
import { LeadCycleListFilterDto } from './dto/lead-cycle-list-filter.dto.js';
import { LEAD_CYCLE_SORT_FIELDS, LeadCyclesService } from './lead-cycles.service.js';

@ApiTags('lead-cycles')
@Controller('lead-cycles')
export class LeadCyclesController {
  constructor(private readonly cycles: LeadCyclesService) {}

  @Get()
  @ApiOperation({ summary: 'Lead cycles, newest first by default (filter q; Content-Range carries the total)' })
  @ApiListFilter(LeadCycleListFilterDto, '{"q":"overdue"}')
  @ApiOkResponse({ type: [LeadCycleResponseDto] })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<LeadCycleResponseDto[]> {
    const request = parseListQuery(query, {
      sortable: LEAD_CYCLE_SORT_FIELDS,
      defaultSort: { field: 'lead_cycle_start_date', order: 'DESC' },
      filter: LeadCycleListFilterDto,
    });
    const { items, total } = await this.cycles.list(request);
    const body = items.map(({ cycle, customers }) => toLeadCycleResponse(cycle, customers));
    return withContentRange(response, 'lead-cycles', request.page?.skip ?? 0, body, total);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create a lead cycle; today must fall within its dates' })
  @ApiCreatedResponse({ type: LeadCycleResponseDto })
  @ApiErrors({ 409: 'The name is taken' })
  async create(@Body() dto: CreateLeadCycleDto): Promise<LeadCycleResponseDto> {
    return toLeadCycleResponse(await this.cycles.create(dto), 0);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a lead cycle that has no customers' })
  @ApiOkResponse({ type: LeadCycleResponseDto })
  @ApiErrors({ 404: 'No such lead cycle', 409: 'The cycle still has customers' })
  async remove(@Param('id', IdPipe) id: number): Promise<LeadCycleResponseDto> {
    return toLeadCycleResponse(await this.cycles.remove(id), 0);
  }
}
