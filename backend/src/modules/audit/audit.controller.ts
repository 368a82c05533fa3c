import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { ApiListFilter } from '../../common/http/list-filter.js';
import { ListQueryDto, parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { AUDIT_SORT_FIELDS } from './audit-list.js';
import { AuditListService } from './audit-list.service.js';
import { AuditEntryDto } from './dto/audit-entry.dto.js';
import { AuditListFilterDto } from './dto/audit-list-filter.dto.js';

@ApiTags('audit')
@Roles('admin')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditListService) {}

  @Get()
  @ApiOperation({ summary: 'The audit trail (filter entity, entity_id, actor_id, from, to as business days; newest first; Content-Range carries the total)' })
  @ApiOkResponse({ type: [AuditEntryDto] })
  @ApiErrors({})
  @ApiListFilter(AuditListFilterDto, '{"entity":"customer","entity_id":"143"}')
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<AuditEntryDto[]> {
    const request = parseListQuery(query, { sortable: AUDIT_SORT_FIELDS, defaultSort: { field: 'at', order: 'DESC' }, filter: AuditListFilterDto });
    const { items, total } = await this.audit.list(request);
    return withContentRange(response, 'audit', request.page?.skip ?? 0, items, total);
  }
}
