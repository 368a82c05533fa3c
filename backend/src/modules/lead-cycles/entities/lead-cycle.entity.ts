import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const LEAD_CYCLE_NAMES = ['Pre-EMI', 'Overdue', 'Overdue-HB'] as const;
export type LeadCycleName = (typeof LEAD_CYCLE_NAMES)[number];

@Entity('lead_cycles')
@Check('CHK_lead_cycles_name', `"name" IN ('Pre-EMI', 'Overdue', 'Overdue-HB')`)
@Check('CHK_lead_cycles_dates', `"lead_cycle_end_date" >= "lead_cycle_start_date"`)
export class LeadCycle {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  name: LeadCycleName;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'lead_cycle_start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'lead_cycle_end_date', type: 'date' })
  endDate: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
