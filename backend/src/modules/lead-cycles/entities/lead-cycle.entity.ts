import { Check, Column, Entity } from 'typeorm';
import { NumberedRecord } from '../../../common/entity/record-columns.js';

export const LEAD_CYCLE_NAMES = ['Pre-EMI', 'Overdue', 'Overdue-HB'] as const;
export type LeadCycleName = (typeof LEAD_CYCLE_NAMES)[number];

@Entity('lead_cycles')
@Check('CHK_lead_cycles_name', `"name" IN ('Pre-EMI', 'Overdue', 'Overdue-HB')`)
@Check('CHK_lead_cycles_dates', `"lead_cycle_end_date" >= "lead_cycle_start_date"`)
export class LeadCycle extends NumberedRecord {
  @Column({ type: 'text' })
  name: LeadCycleName;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'lead_cycle_start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'lead_cycle_end_date', type: 'date' })
  endDate: string;
}
