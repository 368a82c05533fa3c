import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/http/api-errors.js';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import { ApiListFilter } from '../../common/http/list-filter.js';
import { ListQueryDto, parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { AcknowledgementDto } from '../../common/http/acknowledgement.dto.js';
import {
  AgentAssignmentDto,
  AssignedAgentDto,
  CreateGroupDto,
  GroupDeletedDto,
  GroupResponseDto,
  NO_COUNTS,
  toGroupResponse,
  UpdateGroupDto,
} from './dto/group.dto.js';
import { GroupListFilterDto } from './dto/group-list-filter.dto.js';
import { GROUP_SORT_FIELDS, GroupsService } from './groups.service.js';
import { GroupErrors } from './groups.errors.js';

@ApiTags('groups')
@Controller('groups')
export class GroupsController {
  constructor(private readonly groups: GroupsService) {}

  @Get()
  @ApiOperation({ summary: 'Groups with agent, customer, paid and partially paid counts (filter q on name or description)' })
  @ApiListFilter(GroupListFilterDto, '{"q":"mumbai"}')
  @ApiOkResponse({ type: [GroupResponseDto] })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<GroupResponseDto[]> {
    const request = parseListQuery(query, { sortable: GROUP_SORT_FIELDS, defaultSort: { field: 'name', order: 'ASC' }, filter: GroupListFilterDto });
    const { items, total } = await this.groups.list(user, request);
    const body = items.map(({ group, counts }) => toGroupResponse(group, counts));
    return withContentRange(response, 'groups', request.page?.skip ?? 0, body, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One group with its counts (agents limited to their groups get 404 for others)' })
  @ApiOkResponse({ type: GroupResponseDto })
  @ApiErrors({ 404: 'No such group' })
  async get(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser): Promise<GroupResponseDto> {
    const { items } = await this.groups.list(user, { filter: { id: [id] }, sort: { field: 'id', order: 'ASC' } });
    if (items.length === 0) throw GroupErrors.notFound(id);
    return toGroupResponse(items[0].group, items[0].counts);
  }

  @Post()
  @Roles('admin')
  @ApiCreatedResponse({ type: GroupResponseDto })
  @ApiErrors({ 409: 'The name is taken' })
  async create(@Body() dto: CreateGroupDto): Promise<GroupResponseDto> {
    return toGroupResponse(await this.groups.create(dto), NO_COUNTS);
  }

  @Post('agent-assignments')
  @Roles('admin')
  @ApiOperation({ summary: 'Assign an active agent to a group' })
  @ApiCreatedResponse({ type: AcknowledgementDto })
  @ApiErrors({ 404: 'No such group or agent', 409: 'The agent is already assigned to this group' })
  async assign(@Body() dto: AgentAssignmentDto): Promise<AcknowledgementDto> {
    await this.groups.assignAgent(dto.agent_id, dto.group_id);
    return { message: 'Agent assigned' };
  }

  @Delete('agent-assignments')
  @Roles('admin')
  @ApiOperation({ summary: 'Remove an agent from a group (body: agent_id, group_id)' })
  @ApiOkResponse({ type: AcknowledgementDto })
  @ApiErrors({ 404: 'The agent is not assigned to this group' })
  async unassign(@Body() dto: AgentAssignmentDto): Promise<AcknowledgementDto> {
    await this.groups.removeAgent(dto.agent_id, dto.group_id);
    return { message: 'Agent removed' };
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOkResponse({ type: GroupResponseDto })
  @ApiErrors({ 404: 'No such group', 409: 'The name is taken' })
  async update(@Param('id', IdPipe) id: number, @Body() dto: UpdateGroupDto): Promise<GroupResponseDto> {
    const { group, counts } = await this.groups.update(id, dto);
    return toGroupResponse(group, counts);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a group: its agents are unassigned and its customers moved to unassigned' })
  @ApiOkResponse({ type: GroupDeletedDto })
  @ApiErrors({ 404: 'No such group' })
  async remove(@Param('id', IdPipe) id: number): Promise<GroupDeletedDto> {
    const { group, unassignedAgents, movedCustomers } = await this.groups.remove(id);
    return { id: group.id, name: group.name, unassigned_agents: unassignedAgents, moved_customers: movedCustomers };
  }

  @Get(':id/agents')
  @Roles('admin')
  @ApiOkResponse({ type: [AssignedAgentDto] })
  @ApiErrors({ 404: 'No such group' })
  async agents(@Param('id', IdPipe) id: number): Promise<AssignedAgentDto[]> {
    return (await this.groups.assignedAgents(id)).map((u) => ({ id: u.id, name: u.name, email: u.email, is_active: u.isActive }));
  }
}
