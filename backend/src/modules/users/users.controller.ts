import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiCreatedResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/http/api-errors.js';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import { ApiListFilter } from '../../common/http/list-filter.js';
import { ListQueryDto, parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { AgentsQueryDto, CreateUserDto, toUserResponse, UpdateUserDto, UserResponseDto } from './dto/user.dto.js';
import { UserListFilterDto } from './dto/user-list-filter.dto.js';
import { USER_SORT_FIELDS, UsersService } from './users.service.js';

@ApiTags('users')
@Roles('admin')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'List users (filter q, role, is_active, id[]; Content-Range carries the total)' })
  @ApiListFilter(UserListFilterDto, '{"role":"agent","is_active":true}')
  @ApiOkResponse({ type: [UserResponseDto] })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<UserResponseDto[]> {
    const request = parseListQuery(query, { sortable: USER_SORT_FIELDS, defaultSort: { field: 'name', order: 'ASC' }, filter: UserListFilterDto });
    const { items, total } = await this.users.list(request);
    return withContentRange(response, 'users', request.page?.skip ?? 0, items.map(toUserResponse), total);
  }

  @Get('agents')
  @ApiOperation({ summary: 'Agents, by name; ?active=true for active ones only' })
  @ApiOkResponse({ type: [UserResponseDto] })
  async agents(@Query() query: AgentsQueryDto): Promise<UserResponseDto[]> {
    return (await this.users.listAgents(query.active === 'true')).map(toUserResponse);
  }

  @Get(':id')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors({ 404: 'No such user' })
  async get(@Param('id', IdPipe) id: number): Promise<UserResponseDto> {
    return toUserResponse(await this.users.get(id));
  }

  @Post()
  @ApiOperation({ summary: 'Create a user; they must change the password at first sign-in' })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiErrors({ 409: 'The email is taken' })
  async create(@Body() dto: CreateUserDto): Promise<UserResponseDto> {
    return toUserResponse(await this.users.create(dto, { mustChangePassword: true }));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Update any subset of fields (or only is_active); deactivation ends their sessions' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors({ 404: 'No such user', 409: 'The email is taken' })
  async update(
    @Param('id', IdPipe) id: number,
    @Body() dto: UpdateUserDto,
    @CurrentUser() actor: SessionUser,
  ): Promise<UserResponseDto> {
    return toUserResponse(await this.users.update(id, dto, actor));
  }
}
