import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiErrors } from '../../common/http/api-errors.js';
import { DATABASE_UNAVAILABLE } from '../../database/postgres-errors.js';
import { Public } from '../../common/decorators/auth.decorators.js';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'up' }) database: 'up';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiErrors({ 503: 'The database does not answer' })
  async check(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException(DATABASE_UNAVAILABLE);
    }
    return { status: 'ok', database: 'up' };
  }
}
