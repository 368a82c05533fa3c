import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { WorklistDto, WorklistQueryDto } from './dto/worklist.dto.js';
import { WorklistService } from './worklist.service.js';
import { MasksCustomerNumbers } from '../customers/customer-number-masking.js';

@ApiTags('worklist')
@MasksCustomerNumbers()
@Controller('worklist')
export class WorklistController {
  constructor(private readonly worklist: WorklistService) {}

  @Get()
  @ApiOperation({ summary: "The day's queue: follow-ups due, promises due, broken promises, never contacted" })
  @ApiOkResponse({ type: WorklistDto })
  @ApiErrors({ 403: "An agent asked for another agent's worklist", 404: 'No such user' })
  get(@Query() query: WorklistQueryDto, @CurrentUser() user: SessionUser): Promise<WorklistDto> {
    return this.worklist.worklist(user, query);
  }
}
