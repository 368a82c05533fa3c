import type { PipeTransform } from '@nestjs/common';
import { IdPipe } from '../../common/http/record-id.js';

/** PUT /api/attendance/{id}: a record id, or 0 for a day that has no record yet (DECISIONS). */
export class RecordOrZeroPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    return value === '0' ? 0 : IdPipe.transform(value);
  }
}
