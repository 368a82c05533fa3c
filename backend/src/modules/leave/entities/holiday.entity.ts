import { Check, Column, Entity, Index } from 'typeorm';
import { NumberedRecord } from '../../../common/entity/record-columns.js';

export const HOLIDAY_TYPES = ['MANDATORY', 'FLEXI', 'WEEKEND'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/** A holiday policy: a named day off. WEEKEND holidays are the weekly offs; one holiday per (date, name), one mandatory holiday per date. */
@Entity('holidays')
@Index('UQ_holidays_date_name', ['date', 'name'], { unique: true })
@Index('UQ_holidays_mandatory_date', ['date'], { unique: true, where: `"type" = 'MANDATORY'` })
@Check('CHK_holidays_type', `"type" IN ('MANDATORY', 'FLEXI', 'WEEKEND')`)
export class Holiday extends NumberedRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  type: HolidayType;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
