import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto, RotateApiKeyDto } from './dto/api-key.dto.js';

/** Key management: an admin's session only (no @Scope: a key never manages keys). */
@ApiTags('api-keys')
@Controller('api-keys')
@Roles('admin')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @ApiOperation({ summary: 'Issue an API key; the secret (`key`) is in this answer only' })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  create(@Body() dto: CreateApiKeyDto, @CurrentUser() caller: SessionUser): Promise<CreatedApiKeyDto> {
    return this.keys.create(dto, caller);
  }

  @Get()
  @ApiOperation({ summary: 'Every API key, active first, newest first (never the secrets)' })
  @ApiOkResponse({ type: ApiKeyDto, isArray: true })
  list(): Promise<ApiKeyDto[]> {
    return this.keys.list();
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a key: it stops working at once (revoking it again changes nothing)' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiErrors({ 404: 'No such key' })
  revoke(@Param('id', IdPipe) id: number): Promise<ApiKeyDto> {
    return this.keys.revoke(id);
  }

  @Post(':id/rotate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Issue a new secret; the old one keeps working for grace_hours (at most 7 days)' })
  @ApiOkResponse({ type: CreatedApiKeyDto })
  @ApiErrors({ 404: 'No such key' })
  rotate(@Param('id', IdPipe) id: number, @Body() dto: RotateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.keys.rotate(id, dto.grace_hours);
  }
}
