import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.js';
import { CurrentUser, Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { coordinatesFromHeaders, LocationPolicy } from '../settings/location-policy.service.js';
import { CUSTOMER_LOCATION_DENIED, CustomerErrors } from './customers.errors.js';
import { CustomersService } from './customers.service.js';
import {
  BulkAssignDto,
  BulkAssignResponseDto,
  CustomerListRequestDto,
  CustomerListResponseDto,
  DeletedCustomersDto,
  pagination,
} from './dto/customer-list.dto.js';
import { CustomerDetailDto, toCustomerDetail } from './dto/customer-response.dto.js';
import { MasksCustomerNumbers } from './customer-number-masking.js';
import { DoNotContactDto, DoNotContactResponseDto, SetDoNotContactDto } from './dto/do-not-contact.dto.js';
import { DoNotContactService } from './do-not-contact.service.js';

function loanNumber(raw: string): string {
  const value = raw.trim();
  if (!value || value.length > 100) throw CustomerErrors.loanNumberLength();
  return value;
}

@ApiTags('customers')
@MasksCustomerNumbers()
@Controller('customers')
export class CustomersController {
  constructor(
    private readonly customers: CustomersService,
    private readonly location: LocationPolicy,
    private readonly doNotContact: DoNotContactService,
  ) {}

  @Post('all-customer')
  @Scope('customers:read')
  @HttpCode(200)
  @ApiOperation({ summary: 'One page of the customers the caller may see, with filters and search' })
  @ApiOkResponse({ type: CustomerListResponseDto })
  async list(@Body() request: CustomerListRequestDto, @CurrentUser() user: SessionUser): Promise<CustomerListResponseDto> {
    const { customers, ...page } = await this.customers.list(user, request);
    return { customers, pagination: pagination(page) };
  }

  @Post('bulk-assign')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Move customers to a group (or to unassigned with group_id null)' })
  @ApiOkResponse({ type: BulkAssignResponseDto })
  @ApiErrors({ 404: 'No such group' })
  async bulkAssign(@Body() dto: BulkAssignDto): Promise<BulkAssignResponseDto> {
    return { updated: await this.customers.bulkAssign(dto.customer_ids, dto.group_id), group_id: dto.group_id };
  }

  @Delete('delete-lead/:loan_application_no')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete the lead: every customer row with this loan number' })
  @ApiOkResponse({ type: DeletedCustomersDto })
  @ApiErrors({ 404: 'No customer with this loan number' })
  async removeLead(@Param('loan_application_no') raw: string): Promise<DeletedCustomersDto> {
    const deleted = await this.customers.removeLead(loanNumber(raw));
    return { deleted, message: 'Lead deleted' };
  }

  // `:id` like DELETE /customers/:id (the spec's names): one path, whose GET takes the loan application number.
  @Get(':id')
  @Scope('customers:read')
  @ApiOperation({ summary: 'Every customer row with this loan number (one per lead cycle) the caller may see' })
  @ApiParam({ name: 'id', type: String, description: 'The loan application number', example: 'LN100234' })
  @ApiHeader({ name: 'X-Geo-Latitude', required: false, description: 'Agents: current latitude' })
  @ApiHeader({ name: 'X-Geo-Longitude', required: false, description: 'Agents: current longitude' })
  @ApiOkResponse({ type: [CustomerDetailDto] })
  @ApiErrors({ 403: 'Cannot access this page from this location', 404: 'No customer with this loan number that the caller may see' })
  async detail(
    @Param('id') raw: string,
    @CurrentUser() user: SessionUser,
    @Headers() headers: Record<string, string | undefined>,
  ): Promise<CustomerDetailDto[]> {
    await this.location.assertAllowed(user, coordinatesFromHeaders(headers), CUSTOMER_LOCATION_DENIED);
    const rows = await this.customers.findByLoanNumber(user, loanNumber(raw));
    const mark = await this.doNotContact.markOf(rows[0].loanApplicationNo);
    return rows.map((row) => toCustomerDetail(row, mark));
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete one customer row' })
  @ApiOkResponse({ type: DeletedCustomersDto })
  @ApiErrors({ 404: 'No such customer' })
  async remove(@Param('id', IdPipe) id: number): Promise<DeletedCustomersDto> {
    await this.customers.remove(id);
    return { deleted: 1, message: 'Customer deleted' };
  }

  @Put(':id/do-not-contact')
  @Roles('admin')
  @ApiOperation({
    summary: "Mark the customer's loan do not contact (every lead cycle's row of it): calls and messages are refused, the worklist leaves it out",
    description: 'Replaces a mark already there. `until` is the last business date it holds; without it, it holds until cleared. Audited.',
  })
  @ApiOkResponse({ type: DoNotContactDto })
  @ApiErrors({ 404: 'No such customer' })
  mark(@Param('id', IdPipe) id: number, @Body() dto: SetDoNotContactDto, @CurrentUser() user: SessionUser): Promise<DoNotContactDto> {
    return this.doNotContact.mark(user, id, dto);
  }

  @Delete(':id/do-not-contact')
  @Roles('admin')
  @ApiOperation({ summary: "Clear the do-not-contact mark of the customer's loan. Audited." })
  @ApiOkResponse({ type: DoNotContactResponseDto })
  @ApiErrors({ 404: 'No such customer, or it is not marked do not contact' })
  async clearMark(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser): Promise<DoNotContactResponseDto> {
    await this.doNotContact.clear(user, id);
    return { do_not_contact: null };
  }
}
