import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, PROVIDER_FAILURES } from '../../common/http/api-errors.js';
import { Roles } from '../../common/decorators/auth.decorators.js';
import { IdPipe } from '../../common/http/record-id.js';
import { DispositionsService } from './dispositions.service.js';
import {
  CreateDispositionListDto,
  CreateDispositionStatusDto,
  DispositionListResponseDto,
  DispositionStatusResponseDto,
  SetEnablementDto,
  StatusesQueryDto,
  toListResponse,
  toStatusResponse,
  UpdateDispositionListDto,
  UpdateDispositionStatusDto,
} from './dto/disposition.dto.js';

/** Everyone signed in reads dispositions (the feedback form needs them); only admins change them. */
@ApiTags('dispositions')
@Controller('disposition')
export class DispositionsController {
  constructor(private readonly dispositions: DispositionsService) {}

  @Get('lists')
  @ApiOperation({ summary: 'Disposition lists with their status counts' })
  @ApiOkResponse({ type: [DispositionListResponseDto] })
  async lists(): Promise<DispositionListResponseDto[]> {
    return (await this.dispositions.lists()).map(({ list, count }) => toListResponse(list, count));
  }

  @Post('lists')
  @Roles('admin')
  @ApiCreatedResponse({ type: DispositionListResponseDto })
  @ApiErrors({ 409: 'The name is taken' })
  async createList(@Body() dto: CreateDispositionListDto): Promise<DispositionListResponseDto> {
    return toListResponse(await this.dispositions.createList(dto), 0);
  }

  @Patch('lists/:id')
  @Roles('admin')
  @ApiOkResponse({ type: DispositionListResponseDto })
  @ApiErrors({ 404: 'No such list', 409: 'The name is taken' })
  async updateList(@Param('id', IdPipe) id: number, @Body() dto: UpdateDispositionListDto): Promise<DispositionListResponseDto> {
    const list = await this.dispositions.updateList(id, dto);
    return toListResponse(list, await this.dispositions.countStatuses(id));
  }

  @Delete('lists/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a list and all its statuses, unless feedback names one of them' })
  @ApiOkResponse({ type: DispositionListResponseDto })
  @ApiErrors({ 404: 'No such list', 409: 'Feedback names one of its statuses: disable it instead', ...PROVIDER_FAILURES })
  async removeList(@Param('id', IdPipe) id: number): Promise<DispositionListResponseDto> {
    const { list, statuses } = await this.dispositions.removeList(id);
    return toListResponse(list, statuses.length);
  }

  @Post('disable-list/:id')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Enable or disable a list' })
  @ApiOkResponse({ type: DispositionListResponseDto })
  @ApiErrors({ 404: 'No such list' })
  async setListStatus(@Param('id', IdPipe) id: number, @Body() dto: SetEnablementDto): Promise<DispositionListResponseDto> {
    const list = await this.dispositions.setListStatus(id, dto.status);
    return toListResponse(list, await this.dispositions.countStatuses(id));
  }

  @Get('statuses')
  @ApiOperation({ summary: 'Disposition statuses, of one list with ?listId=' })
  @ApiOkResponse({ type: [DispositionStatusResponseDto] })
  async statuses(@Query() query: StatusesQueryDto): Promise<DispositionStatusResponseDto[]> {
    return (await this.dispositions.statuses(query.listId)).map(toStatusResponse);
  }

  @Get('active-statuses')
  @ApiOperation({ summary: 'Enabled statuses of enabled lists, for the feedback form' })
  @ApiOkResponse({ type: [DispositionStatusResponseDto] })
  async activeStatuses(): Promise<DispositionStatusResponseDto[]> {
    return (await this.dispositions.activeStatuses()).map(toStatusResponse);
  }

  @Post('statuses')
  @Roles('admin')
  @ApiCreatedResponse({ type: DispositionStatusResponseDto })
  @ApiErrors({ 404: 'No such list', 409: 'The code is taken in this list' })
  async createStatus(@Body() dto: CreateDispositionStatusDto): Promise<DispositionStatusResponseDto> {
    return toStatusResponse(await this.dispositions.createStatus(dto));
  }

  @Patch('statuses/:id')
  @Roles('admin')
  @ApiOkResponse({ type: DispositionStatusResponseDto })
  @ApiErrors({ 404: 'No such status', 409: 'The code is taken in this list' })
  async updateStatus(@Param('id', IdPipe) id: number, @Body() dto: UpdateDispositionStatusDto): Promise<DispositionStatusResponseDto> {
    return toStatusResponse(await this.dispositions.updateStatus(id, dto));
  }

  @Delete('statuses/:id')
  @Roles('admin')
  @ApiOkResponse({ type: DispositionStatusResponseDto })
  @ApiErrors({ 404: 'No such status', 409: 'Feedback names it: disable it instead', ...PROVIDER_FAILURES })
  async removeStatus(@Param('id', IdPipe) id: number): Promise<DispositionStatusResponseDto> {
    return toStatusResponse(await this.dispositions.removeStatus(id));
  }

  @Post('disable-disposition-status/:id')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Enable or disable a status' })
  @ApiOkResponse({ type: DispositionStatusResponseDto })
  @ApiErrors({ 404: 'No such status' })
  async setStatusEnablement(@Param('id', IdPipe) id: number, @Body() dto: SetEnablementDto): Promise<DispositionStatusResponseDto> {
    return toStatusResponse(await this.dispositions.setStatusEnablement(id, dto.status));
  }
}
