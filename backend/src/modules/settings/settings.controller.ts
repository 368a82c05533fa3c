import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import type { SessionUser } from '../../common/security/session-user.js';
import {
  AgentsCanSeeAllCustomersDto,
  DocumentRetentionDaysDto,
  DocumentRetentionDaysResponse,
  AgentsCanSeeAllCustomersResponse,
  CoverageWorkPerAgentDto,
  CoverageWorkPerAgentResponse,
  LocationExemptEmailsDto,
  MaskCustomerNumbersForAgentsDto,
  MaskCustomerNumbersForAgentsResponse,
  MaxCallAttemptsPerDayDto,
  MaxCallAttemptsPerDayResponse,
  LocationExemptEmailsResponse,
  MessageLinkHostsDto,
  MessageLinkHostsResponse,
  OfficeGeofencesDto,
  OfficeGeofencesResponse,
} from './settings.definitions.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('agentsCanSeeAllCustomers')
  @ApiOperation({ summary: 'Whether agents see every customer (true) or only their groups’ (false)' })
  @ApiOkResponse({ type: AgentsCanSeeAllCustomersResponse })
  async getAgentsCanSeeAll(): Promise<AgentsCanSeeAllCustomersResponse> {
    return { key: 'agentsCanSeeAllCustomers', value: String(await this.settings.get('agentsCanSeeAllCustomers')) as 'true' | 'false' };
  }

  @Put('agentsCanSeeAllCustomers')
  @Roles('admin')
  @ApiOkResponse({ type: AgentsCanSeeAllCustomersResponse })
  async setAgentsCanSeeAll(@Body() dto: AgentsCanSeeAllCustomersDto, @CurrentUser() user: SessionUser): Promise<AgentsCanSeeAllCustomersResponse> {
    await this.settings.set('agentsCanSeeAllCustomers', dto.value === 'true', user.id);
    return { key: 'agentsCanSeeAllCustomers', value: dto.value };
  }

  @Get('officeGeofences')
  @Roles('admin')
  @ApiOperation({ summary: 'Offices agents may open customer details from; none means anywhere' })
  @ApiOkResponse({ type: OfficeGeofencesResponse })
  async getGeofences(): Promise<OfficeGeofencesResponse> {
    return { key: 'officeGeofences', value: await this.settings.get('officeGeofences') };
  }

  @Put('officeGeofences')
  @Roles('admin')
  @ApiOkResponse({ type: OfficeGeofencesResponse })
  async setGeofences(@Body() dto: OfficeGeofencesDto, @CurrentUser() user: SessionUser): Promise<OfficeGeofencesResponse> {
    const value = dto.value.map(({ name, latitude, longitude, radius_m }) => ({ name: name.trim(), latitude, longitude, radius_m }));
    return { key: 'officeGeofences', value: await this.settings.set('officeGeofences', value, user.id) };
  }

  @Get('locationExemptEmails')
  @Roles('admin')
  @ApiOperation({ summary: 'Accounts exempt from the location requirement' })
  @ApiOkResponse({ type: LocationExemptEmailsResponse })
  async getExempt(): Promise<LocationExemptEmailsResponse> {
    return { key: 'locationExemptEmails', value: await this.settings.get('locationExemptEmails') };
  }

  @Put('locationExemptEmails')
  @Roles('admin')
  @ApiOkResponse({ type: LocationExemptEmailsResponse })
  async setExempt(@Body() dto: LocationExemptEmailsDto, @CurrentUser() user: SessionUser): Promise<LocationExemptEmailsResponse> {
    const value = [...new Set(dto.value.map((email) => email.trim().toLowerCase()))];
    return { key: 'locationExemptEmails', value: await this.settings.set('locationExemptEmails', value, user.id) };
  }

  @Get('messageLinkHosts')
  @Roles('admin')
  @ApiOperation({ summary: "Hosts whose links agents may send besides the customer's stored links" })
  @ApiOkResponse({ type: MessageLinkHostsResponse })
  async getLinkHosts(): Promise<MessageLinkHostsResponse> {
    return { key: 'messageLinkHosts', value: await this.settings.get('messageLinkHosts') };
  }

  @Put('messageLinkHosts')
  @Roles('admin')
  @ApiOkResponse({ type: MessageLinkHostsResponse })
  async setLinkHosts(@Body() dto: MessageLinkHostsDto, @CurrentUser() user: SessionUser): Promise<MessageLinkHostsResponse> {
    return { key: 'messageLinkHosts', value: await this.settings.set('messageLinkHosts', [...new Set(dto.value)], user.id) };
  }

  @Get('coverageWorkPerAgent')
  @Roles('admin')
  @ApiOperation({ summary: 'Coverage: due work per available agent above which a group is thin' })
  @ApiOkResponse({ type: CoverageWorkPerAgentResponse })
  async getCoverageWorkPerAgent(): Promise<CoverageWorkPerAgentResponse> {
    return { key: 'coverageWorkPerAgent', value: await this.settings.get('coverageWorkPerAgent') };
  }

  @Put('coverageWorkPerAgent')
  @Roles('admin')
  @ApiOkResponse({ type: CoverageWorkPerAgentResponse })
  async setCoverageWorkPerAgent(@Body() dto: CoverageWorkPerAgentDto, @CurrentUser() user: SessionUser): Promise<CoverageWorkPerAgentResponse> {
    return { key: 'coverageWorkPerAgent', value: await this.settings.set('coverageWorkPerAgent', dto.value, user.id) };
  }

  @Get('documentRetentionDays')
  @Roles('admin')
  @ApiOperation({ summary: "Days a leaver's documents are kept after the last working date (then purged)" })
  @ApiOkResponse({ type: DocumentRetentionDaysResponse })
  async getDocumentRetentionDays(): Promise<DocumentRetentionDaysResponse> {
    return { key: 'documentRetentionDays', value: await this.settings.get('documentRetentionDays') };
  }

  @Put('documentRetentionDays')
  @Roles('admin')
  @ApiOkResponse({ type: DocumentRetentionDaysResponse })
  async setDocumentRetentionDays(@Body() dto: DocumentRetentionDaysDto, @CurrentUser() user: SessionUser): Promise<DocumentRetentionDaysResponse> {
    return { key: 'documentRetentionDays', value: await this.settings.set('documentRetentionDays', dto.value, user.id) };
  }

  @Get('maskCustomerNumbersForAgents')
  @Roles('admin')
  @ApiOperation({ summary: "Whether agents see customers' numbers masked (98XXXXX210); admins always see them whole" })
  @ApiOkResponse({ type: MaskCustomerNumbersForAgentsResponse })
  async getMaskCustomerNumbers(): Promise<MaskCustomerNumbersForAgentsResponse> {
    return { key: 'maskCustomerNumbersForAgents', value: await this.settings.get('maskCustomerNumbersForAgents') };
  }

  @Put('maskCustomerNumbersForAgents')
  @Roles('admin')
  @ApiOkResponse({ type: MaskCustomerNumbersForAgentsResponse })
  async setMaskCustomerNumbers(@Body() dto: MaskCustomerNumbersForAgentsDto, @CurrentUser() user: SessionUser): Promise<MaskCustomerNumbersForAgentsResponse> {
    return { key: 'maskCustomerNumbersForAgents', value: await this.settings.set('maskCustomerNumbersForAgents', dto.value, user.id) };
  }

  @Get('maxCallAttemptsPerDay')
  @Roles('admin')
  @ApiOperation({ summary: 'Call attempts allowed per customer per business day (0: no cap)' })
  @ApiOkResponse({ type: MaxCallAttemptsPerDayResponse })
  async getMaxCallAttemptsPerDay(): Promise<MaxCallAttemptsPerDayResponse> {
    return { key: 'maxCallAttemptsPerDay', value: await this.settings.get('maxCallAttemptsPerDay') };
  }

  @Put('maxCallAttemptsPerDay')
  @Roles('admin')
  @ApiOperation({ summary: 'Cap call attempts per customer per business day; past it click-to-call answers 409 until the next business day' })
  @ApiOkResponse({ type: MaxCallAttemptsPerDayResponse })
  async setMaxCallAttemptsPerDay(@Body() dto: MaxCallAttemptsPerDayDto, @CurrentUser() user: SessionUser): Promise<MaxCallAttemptsPerDayResponse> {
    return { key: 'maxCallAttemptsPerDay', value: await this.settings.set('maxCallAttemptsPerDay', dto.value, user.id) };
  }
}
