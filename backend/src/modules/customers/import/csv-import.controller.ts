import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../../common/http/api-errors.js';
import { CurrentUser, Roles, Scope } from '../../../common/decorators/auth.decorators.js';
import type { SessionUser } from '../../../common/security/session-user.js';
import { BusinessClock } from '../../../common/time/business-clock.js';
import { CsvImportService } from './csv-import.service.js';
import { csvLine } from './csv-writer.js';
import { FAILED_ROW_ERRORS_COLUMN, FAILED_ROW_NUMBER_COLUMN, FAILED_ROWS_ONLY_COLUMNS, IMPORT_COLUMNS } from './import-columns.js';
import { CommitImportDto, CommitImportResponseDto, FailedRecordsCsvDto, ImportColumnDto, UploadResponseDto } from './import.dto.js';
import { Idempotent } from '../../idempotency/idempotent.decorator.js';

/** Second example row of the sample file, so it shows two customers. */
const SECOND_EXAMPLE: Record<string, string> = { name: 'Rahul Verma', mobile: '+91 91234 56780', loan_application_no: 'MV2611000124', kyc_email: 'rahul.v@example.in', gender: 'male' };

@ApiTags('customer import')
@Roles('admin')
@Controller('customers')
@Scope('customers:write')
export class CsvImportController {
  constructor(
    private readonly imports: CsvImportService,
    private readonly clock: BusinessClock,
  ) {}

  @Post('upload-csv')
  @HttpCode(200)
  @ApiOperation({ summary: 'Parse and validate a CSV (multipart field "file"), stage its valid rows, answer with a preview' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: UploadResponseDto })
  @ApiErrors({ 413: 'The file is larger than the limit' })
  upload(@Req() request: Request, @CurrentUser() user: SessionUser): Promise<UploadResponseDto> {
    return this.imports.stage(request, user);
  }

  @Post('bulk')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({ summary: 'Commit a staged upload into a lead cycle and optional group: all rows or none; twice is 409' })
  @ApiOkResponse({ type: CommitImportResponseDto })
  @ApiErrors({ 404: 'No such import, lead cycle or group', 409: 'The import was already committed or has expired, or a customer already exists in this lead cycle' })
  async commit(@Body() dto: CommitImportDto, @CurrentUser() user: SessionUser): Promise<CommitImportResponseDto> {
    const result = await this.imports.commit(user, dto.leadCycle, dto.group_id ?? null, dto.importId);
    const total = result.created + result.updated;
    return { ...result, message: `${total} customer${total === 1 ? ' has' : 's have'} been imported.` };
  }

  @Post('download-failed-csv')
  @HttpCode(200)
  @ApiOperation({ summary: 'The failed rows of an upload as a CSV file, with their errors' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv', schema: { type: 'string' } })
  @ApiErrors({ 404: 'No such import' })
  failedCsv(@Body() dto: FailedRecordsCsvDto, @Res({ passthrough: true }) response: Response): string {
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="failed_customers_${this.clock.now().getTime()}.csv"`);
    // Every column the rows have, in the file's order, between the row number and the errors (which an upload ignores).
    const columns = [...new Set(dto.failedRecords.flatMap((record) => Object.keys(record.originalData)))].filter(
      (column) => !FAILED_ROWS_ONLY_COLUMNS.includes(column),
    );
    return (
      csvLine([FAILED_ROW_NUMBER_COLUMN, ...columns, FAILED_ROW_ERRORS_COLUMN]) +
      dto.failedRecords.map((r) => csvLine([r.rowNumber, ...columns.map((column) => r.originalData[column]), r.errors.join('; ')])).join('')
    );
  }

  @Get('import/columns')
  @ApiOperation({ summary: 'The columns a customer CSV may have, with types, rules and examples' })
  @ApiOkResponse({ type: [ImportColumnDto] })
  columns(): ImportColumnDto[] {
    return IMPORT_COLUMNS.map((c) => ({ ...c, required: Boolean(c.required) }));
  }

  @Get('import/sample-csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="customers_sample.csv"')
  @ApiOperation({ summary: 'A sample customer CSV with every column' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv', schema: { type: 'string' } })
  sample(): StreamableFile {
    const names = IMPORT_COLUMNS.map((c) => c.name);
    const first = IMPORT_COLUMNS.map((c) => c.example);
    const second = IMPORT_COLUMNS.map((c) => SECOND_EXAMPLE[c.name] ?? c.example);
    return new StreamableFile(Buffer.from(csvLine(names) + csvLine(first) + csvLine(second)));
  }
}
