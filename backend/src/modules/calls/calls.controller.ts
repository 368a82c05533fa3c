import { Body, Controller, Delete, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../common/http/api-errors.js';
import { CurrentUser, Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { DIALER, type Dialer } from '../../integrations/dialer/dialer.port.js';
import { STORAGE, type Storage } from '../../integrations/storage/storage.port.js';
import { CallsService } from './calls.service.js';
import { CallResponseDto, CallsPageDto, CallsQueryDto, toCallResponse, UpdateCallDto } from './dto/call.dto.js';
import { sendRecording } from './recording.js';
import { MasksCustomerNumbers } from '../customers/customer-number-masking.js';

@ApiTags('calls')
@MasksCustomerNumbers()
@Controller('calls')
export class CallsController {
  constructor(
    private readonly calls: CallsService,
    @Inject(DIALER) private readonly dialer: Dialer,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  @Get()
  @Scope('calls:read')
  @ApiOperation({ summary: 'Call history of the customers the caller may see, newest first' })
  @ApiOkResponse({ type: CallsPageDto })
  async list(@Query() query: CallsQueryDto, @CurrentUser() user: SessionUser): Promise<CallsPageDto> {
    const { calls, total, totalIsEstimate, limit } = await this.calls.list(user, query);
    return { calls: calls.map(toCallResponse), pagination: { total, totalPages: Math.ceil(total / limit), totalIsEstimate } };
  }

  @Get(':id')
  @Scope('calls:read')
  @ApiOkResponse({ type: CallResponseDto })
  @ApiErrors({ 404: 'No such call that the caller may see' })
  async get(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser): Promise<CallResponseDto> {
    return toCallResponse(await this.calls.view(user, id));
  }

  @Put(':id')
  @ApiOperation({ summary: "Update a call's notes (the call's agent or an admin)" })
  @ApiOkResponse({ type: CallResponseDto })
  @ApiErrors({ 403: 'Only the agent who made this call or an administrator can change its notes', 404: 'No such call that the caller may see' })
  async update(@Param('id', IdPipe) id: number, @Body() dto: UpdateCallDto, @CurrentUser() user: SessionUser): Promise<CallResponseDto> {
    return toCallResponse(await this.calls.update(user, id, dto));
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOkResponse({ type: CallResponseDto })
  @ApiErrors({ 404: 'No such call' })
  async remove(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser): Promise<CallResponseDto> {
    return toCallResponse(await this.calls.remove(user, id));
  }

  @Get(':id/recording')
  @Scope('calls:read')
  @ApiOperation({ summary: "The call's recording (audio), with the same access checks as the call" })
  @ApiProduces('audio/wav', 'audio/mpeg')
  @ApiOkResponse({ description: 'Audio', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 206, description: 'The byte range asked for with a Range header (players seek with it)', schema: { type: 'string', format: 'binary' } })
  @ApiErrors({ 404: 'No such call, or no recording', 416: 'The Range asked for lies outside the recording' })
  async recording(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    const call = await this.calls.view(user, id);
    if (!call.recordingUrl) return void response.status(404).json({ statusCode: 404, message: 'This call has no recording', error: 'Not Found' });
    await sendRecording(call.recordingUrl, this.dialer, this.storage, request, response);
  }
}
