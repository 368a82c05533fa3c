import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import { CreateGroupLoanDto, GroupLoanDto } from './dto/group-loan.dto.js';
import { GroupLoansService } from './group-loans.service.js';

@ApiTags('coverage')
@Controller('group-loans')
@Roles('admin')
export class GroupLoansController {
  constructor(private readonly loans: GroupLoansService) {}

  @Get()
  @ApiOperation({ summary: 'Loans of groups: running and coming first, then the ended ones' })
  @ApiOkResponse({ type: [GroupLoanDto] })
  list(): Promise<GroupLoanDto[]> {
    return this.loans.list();
  }

  @Post()
  @ApiOperation({ summary: 'Lend a group to agents for business dates (inclusive, at most 31 days); they see its customers on those days' })
  @ApiCreatedResponse({ type: GroupLoanDto })
  @ApiErrors({ 404: 'No such group' })
  create(@Body() dto: CreateGroupLoanDto): Promise<GroupLoanDto> {
    return this.loans.create(dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'End the loan now (its last day becomes today)' })
  @ApiOkResponse({ type: GroupLoanDto })
  @ApiErrors({ 404: 'No such loan', 409: 'The loan has already ended' })
  end(@Param('id', IdPipe) id: number): Promise<GroupLoanDto> {
    return this.loans.end(id);
  }
}
