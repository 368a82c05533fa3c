import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/auth.decorators.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardStatsDto, DashboardStatsRequestDto } from './dto/dashboard.dto.js';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Post('stats')
  @HttpCode(200)
  @ApiOperation({ summary: 'Customer and agent counts for the chosen lead cycles (default: the current month)' })
  @ApiOkResponse({ type: DashboardStatsDto })
  stats(@Body() dto: DashboardStatsRequestDto, @CurrentUser() user: SessionUser): Promise<DashboardStatsDto> {
    return this.dashboard.stats(user, dto.lead_cycle_ids);
  }
}
