import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles, SameSiteOnly } from '../../common/decorators/auth.decorators.js';
import { DialerSyncService } from './dialer-sync.service.js';
import { DispositionSyncResultDto, LeadListDto, LeadSyncResultDto, toLeadList, UserSyncResultDto } from './dto/telephony.dto.js';
import { LeadListsService } from './lead-lists.service.js';

@ApiTags('telephony')
@ApiCookieAuth()
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
  @ApiConflictResponse({ description: 'Another sync is running' })
  syncUsers(): Promise<UserSyncResultDto> {
    return this.sync.syncUsers();
  }

  @Get('tata-user-sync')
  @SameSiteOnly()
  @ApiOperation({ summary: 'As POST /api/tata-user-sync (the spec\'s GET; refused when another site sends it)' })
  @ApiOkResponse({ type: UserSyncResultDto })
  @ApiConflictResponse({ description: 'Another sync is running' })
  syncUsersByGet(): Promise<UserSyncResultDto> {
    return this.syncUsers();
  }

  @Post('disposition-sync')
  @HttpCode(200)
  @ApiOperation({ summary: 'Push disposition lists and statuses to the dialer; report items only the dialer has' })
  @ApiOkResponse({ type: DispositionSyncResultDto })
  syncDispositions(): Promise<DispositionSyncResultDto> {
    return this.sync.syncDispositions();
  }

  @Get('disposition-sync')
  @SameSiteOnly()
  @ApiOperation({ summary: 'As POST /api/disposition-sync (the spec\'s GET; refused when another site sends it)' })
  @ApiOkResponse({ type: DispositionSyncResultDto })
  syncDispositionsByGet(): Promise<DispositionSyncResultDto> {
    return this.syncDispositions();
  }

  @Post('tata/sync')
  @HttpCode(200)
  @ApiOperation({ summary: "Sync leads: one dialer lead list per lead cycle, with the cycle's dialable customers" })
  @ApiOkResponse({ type: LeadSyncResultDto })
  syncLeads(): Promise<LeadSyncResultDto> {
    return this.leadLists.syncAll();
  }

  @Get('tata/sync')
  @SameSiteOnly()
  @ApiOperation({ summary: 'As POST /api/tata/sync (the spec\'s GET; refused when another site sends it)' })
  @ApiOkResponse({ type: LeadSyncResultDto })
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
  async refresh(@Param('leadListId') leadListId: string): Promise<LeadListDto> {
    return toLeadList(await this.leadLists.refresh(leadListId));
  }
}
