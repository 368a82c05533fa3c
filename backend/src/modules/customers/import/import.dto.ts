import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsObject, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';
import { FAILED_RECORDS_BYTES, FAILED_RECORDS_LIMIT } from './csv-staging.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { NestedList } from '../../../common/http/nested.js';

class UploadSummaryDto {
  @ApiProperty() totalRows: number;
  @ApiProperty() validRows: number;
  @ApiProperty() failedRows: number;
  @ApiProperty({ description: 'Percent of valid rows, two decimals' }) successRate: number;
}

/** Every column of the failed row's file, by column name; name, mobile and loan_application_no are always there. */
class FailedRecordOriginalDto {
  [column: string]: string;
  @ApiProperty() name: string;
  @ApiProperty() mobile: string;
  @ApiProperty() loan_application_no: string;
}

export class FailedRecordDto {
  @ApiProperty({ description: 'The row as a spreadsheet numbers it: the header is row 1, the first data row 2' })
  @IsInt({ message: 'rowNumber must be a whole number' })
  rowNumber: number;

  @ApiProperty({
    type: FailedRecordOriginalDto,
    additionalProperties: { type: 'string' },
    description: 'Every column of the file (known columns by their name, others by their normalised header), as written in it',
  })
  @IsObject({ message: 'originalData must be an object' })
  originalData: FailedRecordOriginalDto;

  @ApiProperty({ type: [String], example: ['mobile - Must be a 10-digit mobile number starting with 6, 7, 8 or 9'] })
  @IsArray({ message: 'errors must be a list' })
  @IsString({ each: true, message: 'errors must be a list of texts' })
  errors: string[];
}

class ErrorCategoryDto {
  @ApiProperty({ description: 'The field before " - " in the errors' }) category: string;
  @ApiProperty() count: number;
}

export class UploadResponseDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Null when no row was valid' }) importId: string | null;
  @ApiProperty({ type: UploadSummaryDto }) summary: UploadSummaryDto;
  @ApiProperty({ type: [FailedRecordDto], description: `The first failed rows: at most ${FAILED_RECORDS_LIMIT}, and at most ${FAILED_RECORDS_BYTES / 1024 / 1024} MB of JSON` }) failedRecords: FailedRecordDto[];
  @ApiProperty({ type: [ErrorCategoryDto], description: 'The 5 most frequent error fields' }) errorCategories: ErrorCategoryDto[];
  @ApiProperty({ type: [String], description: 'File-level problems (then nothing is accepted and the status is 400/413)' }) validationErrors: string[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'The first 10 valid rows' })
  validatedData: Record<string, unknown>[];
  @ApiProperty() totalRecords: number;
  @ApiProperty({ type: [String], description: 'Unrecognised columns, kept in metadata' }) extraColumns: string[];
}

export class CommitImportDto {
  @ApiProperty({ description: 'Lead cycle id' })
  @IsRecordId('Please select a lead cycle')
  leadCycle: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @ValidateIf((body: CommitImportDto) => body.group_id !== null)
  @IsRecordId('group_id must be a group id or null')
  group_id?: number | null;

  @ApiPropertyOptional({ format: 'uuid', description: "Default: the caller's latest upload" })
  @IsOptional()
  @IsUUID('all', { message: 'importId must be an import id' })
  importId?: string;
}

export class CommitImportResponseDto {
  @ApiProperty({ format: 'uuid' }) importId: string;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty({ example: '120 customers have been imported.' }) message: string;
}

export class FailedRecordsCsvDto {
  @ApiProperty({ type: [FailedRecordDto], maxItems: FAILED_RECORDS_LIMIT })
  @NestedList(() => FailedRecordDto, 'failedRecords must be a list of failed rows')
  @ArrayMaxSize(FAILED_RECORDS_LIMIT, { message: `failedRecords may hold at most ${FAILED_RECORDS_LIMIT} rows` })
  failedRecords: FailedRecordDto[];
}

export class ImportColumnDto {
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['text', 'phone', 'email', 'money', 'integer', 'date', 'datetime', 'boolean', 'enum'] }) type: string;
  @ApiProperty({ enum: ['column', 'metadata', 'mark'], description: "mark: the loan's do-not-contact mark" }) target: string;
  @ApiProperty() required: boolean;
  @ApiPropertyOptional({ type: [String] }) values?: readonly string[];
  @ApiPropertyOptional({ type: [String] }) aliases?: readonly string[];
  @ApiPropertyOptional({ description: "What a new customer gets when the cell is empty or the column absent; a customer already in the lead cycle keeps its own value" })
  default?: string;
  @ApiProperty() description: string;
  @ApiProperty() example: string;
}
