import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import { CreateLeaveTypeDto, LeaveTypeResponseDto, toLeaveTypeResponse, UpdateLeaveTypeDto } from './dto/leave-type.dto.js';
import { LeaveTypesService } from './leave-types.service.js';

@ApiTags('leave')
@Controller('leave/leave-types')
export class LeaveTypesController {
  constructor(private readonly types: LeaveTypesService) {}

  @Get()
  @Scope('leave:read')
  @ApiOperation({ summary: 'Leave types (live ones), by name' })
  @ApiOkResponse({ type: [LeaveTypeResponseDto] })
  async list(): Promise<LeaveTypeResponseDto[]> {
    return (await this.types.list()).map(toLeaveTypeResponse);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create a leave type' })
  @ApiCreatedResponse({ type: LeaveTypeResponseDto })
  @ApiErrors({ 409: 'The code is taken' })
  async create(@Body() dto: CreateLeaveTypeDto): Promise<LeaveTypeResponseDto> {
    return toLeaveTypeResponse(await this.types.create(dto));
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a leave type (the accrual unit is fixed once balances have accrued)' })
  @ApiOkResponse({ type: LeaveTypeResponseDto })
  @ApiErrors({ 404: 'No such leave type', 409: 'The code is taken, or the unit is fixed' })
  async update(@Param('id', IdPipe) id: number, @Body() dto: UpdateLeaveTypeDto): Promise<LeaveTypeResponseDto> {
    return toLeaveTypeResponse(await this.types.update(id, dto));
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete (archive) a leave type: its requests and ledger entries stay' })
  @ApiOkResponse({ type: LeaveTypeResponseDto })
  @ApiErrors({ 404: 'No such leave type', 409: 'Requests of this type are pending' })
  async remove(@Param('id', IdPipe) id: number): Promise<LeaveTypeResponseDto> {
    return toLeaveTypeResponse(await this.types.remove(id));
  }
}
