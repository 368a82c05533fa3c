import { Body, Controller, Get, HttpCode, Param, ParseEnumPipe, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { FieldValidationException } from '../../common/http/validation.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { EmployeeDetailsDataDto, EmployeeDetailsSavedDto, DocumentUploadResponseDto, PurgeDocumentsDto } from './dto/employee-details-response.dto.js';
import { DocumentsPurgeService } from './documents-purge.service.js';
import { IdPipe } from '../../common/http/record-id.js';
import { AddEmployeeDetailsDto, UpdateEmployeeDetailsDto } from './dto/employee-details.dto.js';
import { EmployeeDetailsQueryDto, EmployeeFileQueryDto } from './dto/employee-queries.dto.js';
import { EmployeeFilesService } from './employee-files.service.js';
import { EmployeeService } from './employee.service.js';
import { DOCUMENT_KINDS, type DocumentKind } from './employee.enums.js';

const kindPipe = new ParseEnumPipe(Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, kind])), {
  exceptionFactory: () => new FieldValidationException({ kind: `kind must be one of ${DOCUMENT_KINDS.join(', ')}` }),
});

@ApiTags('employee')
@Controller('employee')
export class EmployeeController {
  constructor(
    private readonly employees: EmployeeService,
    private readonly files: EmployeeFilesService,
    private readonly purges: DocumentsPurgeService,
  ) {}

  @Get('get-employee-details')
  @ApiOperation({ summary: "A user's employee profile (agents: their own); the Aadhaar number masked; 404 when none yet" })
  @ApiOkResponse({ type: EmployeeDetailsDataDto })
  @ApiErrors({ 403: "Another user's profile (agents)", 404: 'No profile yet' })
  async get(@Query() query: EmployeeDetailsQueryDto, @CurrentUser() user: SessionUser): Promise<EmployeeDetailsDataDto> {
    return { data: await this.employees.get(user, query.user_id) };
  }

  @Post('add-employee-details')
  @Roles('agent')
  @ApiOperation({ summary: "Submit the agent's own profile, once (sets is_submitted)" })
  @ApiCreatedResponse({ type: EmployeeDetailsSavedDto })
  @ApiErrors({ 403: "Another user's id", 409: 'Form Already Submitted' })
  async add(@Body() dto: AddEmployeeDetailsDto, @CurrentUser() user: SessionUser): Promise<EmployeeDetailsSavedDto> {
    return { data: await this.employees.add(user, dto), message: 'Employee Created Successfully' };
  }

  @Put('update-employee-details')
  @Roles('admin')
  @ApiOperation({ summary: 'Change any profile (admins), last_working_date included; a masked Aadhaar number keeps the stored one' })
  @ApiOkResponse({ type: EmployeeDetailsSavedDto })
  @ApiErrors({ 404: 'No such profile', 409: "The employee's documents were purged: the profile is closed" })
  async update(@Body() dto: UpdateEmployeeDetailsDto): Promise<EmployeeDetailsSavedDto> {
    return { data: await this.employees.update(dto), message: 'Employee Edited Successfully' };
  }

  @Post('upload/:kind')
  @HttpCode(201)
  @ApiOperation({ summary: 'Upload a document photo (multipart file and userId): JPEG, PNG or WebP by content, at most 5 MB, re-encoded' })
  @ApiParam({ name: 'kind', enum: DOCUMENT_KINDS })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' }, userId: { type: 'string', description: 'Whose document (admins: anyone; default the caller)' } },
    },
  })
  @ApiCreatedResponse({ type: DocumentUploadResponseDto })
  @ApiErrors({
    403: "Another user's document (agents), or the profile is already submitted",
    404: 'No such user',
    413: 'The file is larger than 5 MB',
    429: 'More than 20 uploads in a minute from this user',
    503: 'Too many photos are waiting to be processed',
  })
  async upload(@Param('kind', kindPipe) kind: DocumentKind, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<DocumentUploadResponseDto> {
    return { data: await this.files.upload(user, kind, request) };
  }

  @Post(':user_id/purge-documents')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({ summary: "Purge one employee's documents now (admins): photos deleted, Aadhaar, PAN and bank fields emptied, name and dates kept" })
  @ApiParam({ name: 'user_id', type: Number })
  @ApiOkResponse({ type: EmployeeDetailsDataDto })
  @ApiErrors({ 404: 'No profile for this user', 409: 'Already purged' })
  async purge(@Param('user_id', IdPipe) userId: number, @Body() dto: PurgeDocumentsDto, @CurrentUser() user: SessionUser): Promise<EmployeeDetailsDataDto> {
    await this.purges.purgeNow(userId, dto.reason);
    return { data: await this.employees.get(user, userId) };
  }

  @Get('file')
  @ApiOperation({
    summary:
      "A document photo, inline: its owner and admins only. An admin's read of an Aadhaar or PAN image needs a reason (kept in the audit trail); 404 once the documents are purged",
  })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } })
  @ApiErrors({ 403: "Another user's file (agents)", 404: 'No such file, or the documents were purged', 416: 'The Range asked for lies outside the file' })
  async file(@Query() query: EmployeeFileQueryDto, @CurrentUser() user: SessionUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.files.send(user, query.key, query.reason, request, response);
  }
}
