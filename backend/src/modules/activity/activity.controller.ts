import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/auth.decorators.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { ActivityPageDto, ActivityQueryDto } from './dto/activity.dto.js';
import { ActivityService } from './activity.service.js';
import { MasksCustomerNumbers } from '../customers/customer-number-masking.js';

@ApiTags('activity')
@MasksCustomerNumbers()
@Controller('activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @ApiOperation({ summary: 'Recent Activity: calls, feedback, payments and messages the caller may see, newest first' })
  @ApiOkResponse({ type: ActivityPageDto })
  page(@Query() query: ActivityQueryDto, @CurrentUser() user: SessionUser): Promise<ActivityPageDto> {
    return this.activity.page(user, query);
  }
}
