import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, PROVIDER_FAILURES } from '../../common/http/api-errors.js';
import { Roles, SameSiteOnly } from '../../common/decorators/auth.decorators.js';
import { DialerSyncService } from './dialer-sync.service.js';
import { DispositionSyncResultDto, LeadListDto, LeadSyncResultDto, toLeadList, UserSyncResultDto } from './dto/telephony.dto.js';
import { LeadListsService } from './lead-lists.service.js';

@ApiTags('telephony')
@Roles('admin')
@Controller()
export class DialerSyncController {
  constructor(
    private readonly sync: DialerSyncService,
    private readonly leadLists: LeadListsService,
  ) {}

  // The spec's syncs are GETs that change data; POST does the same, and is what the app sends.
  @Post('tata-user-sync')
  @HttpCode(200)
  @ApiOperation({ summary: 'Link CRM users to dialer agents (by agent id, then phone, then email)' })
  @ApiOkResponse({ type: UserSyncResultDto })
  @ApiErrors({ 409: 'Another sync is running', ...PROVIDER_FAILURES })
  syncUsers(): Promise<UserSyncResultDto> {
    return this.sync.syncUsers();
  }

  @Get('tata-user-sync')
  @SameSiteOnly()
  @ApiOperation({ summary: 'As POST /api/tata-user-sync (the spec\'s GET; refused when another site sends it)' })
  @ApiOkResponse({ type: UserSyncResultDto })
  @ApiErrors({ 409: 'Another sync is running', ...PROVIDER_FAILURES })
  syncUsersByGet(): Promise<UserSyncResultDto> {
    return this.syncUsers();
  }

  @Post('disposition-sync')
  @HttpCode(200)
  @ApiOperation({ summary: 'Push disposition lists and statuses to the dialer; report items only the dialer has' })
  @ApiOkResponse({ type: DispositionSyncResultDto })
  @ApiErrors({ 409: 'Another sync is running', ...PROVIDER_FAILURES })
  syncDispositions(): Promise<DispositionSyncResultDto> {
    return this.sync.syncDispositions();
  }

  @Get('disposition-sync')
  @SameSiteOnly()
  @ApiOperation({ summary: 'As POST /api/disposition-sync (the spec\'s GET; refused when another site sends it)' })
  @ApiOkResponse({ type: DispositionSyncResultDto })
  @ApiErrors({ 409: 'Another sync is running', ...PROVIDER_FAILURES })
  syncDispositionsByGet(): Promise<DispositionSyncResultDto> {
    return this.syncDispositions();
  }

  @Post('tata/sync')
  @HttpCode(200)
  @ApiOperation({ summary: "Sync leads: one dialer lead list per lead cycle, with the cycle's dialable customers" })
  @ApiOkResponse({ type: LeadSyncResultDto })
  @ApiErrors({ 409: 'Another sync is running', ...PROVIDER_FAILURES })
  syncLeads(): Promise<LeadSyncResultDto> {
    return this.leadLists.syncAll();
  }

  @Get('tata/sync')
  @SameSiteOnly()
  @ApiOperation({ summary: 'As POST /api/tata/sync (the spec\'s GET; refused when another site sends it)' })
  @ApiOkResponse({ type: LeadSyncResultDto })
  @ApiErrors({ 409: 'Another sync is running', ...PROVIDER_FAILURES })
  syncLeadsByGet(): Promise<LeadSyncResultDto> {
    return this.syncLeads();
  }

  @Get('tata/lead-list')
  @ApiOperation({ summary: 'Dialer lead lists' })
  @ApiOkResponse({ type: [LeadListDto] })
  async list(): Promise<LeadListDto[]> {
    return (await this.leadLists.list()).map(toLeadList);
  }

  @Post('tata/lead-list/:leadListId/refresh')
  @HttpCode(200)
  @ApiOperation({ summary: "Re-push one list's customers and stamp Last Refreshed At" })
  @ApiOkResponse({ type: LeadListDto })
  @ApiErrors({ 404: 'No such lead list', ...PROVIDER_FAILURES })
  async refresh(@Param('leadListId') leadListId: string): Promise<LeadListDto> {
    return toLeadList(await this.leadLists.refresh(leadListId));
  }
}
