import type { PipeTransform } from '@nestjs/common';
import { IdPipe, type DocumentedPipe } from '../../common/http/record-id.js';

/** PUT /api/attendance/{id}: a record id, or 0 for a day that has no record yet (DECISIONS). */
export class RecordOrZeroPipe implements PipeTransform<string, number>, DocumentedPipe {
  readonly schema = { ...IdPipe.schema, minimum: 0 };

  transform(value: string): number {
    return value === '0' ? 0 : IdPipe.transform(value);
  }
}
