import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const HOLIDAY_TYPES = ['MANDATORY', 'FLEXI', 'WEEKEND'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/** A holiday policy: a named day off. WEEKEND holidays are the weekly offs; one holiday per (date, name), one mandatory holiday per date. */
@Entity('holidays')
@Index('UQ_holidays_date_name', ['date', 'name'], { unique: true })
@Index('UQ_holidays_mandatory_date', ['date'], { unique: true, where: `"type" = 'MANDATORY'` })
@Check('CHK_holidays_type', `"type" IN ('MANDATORY', 'FLEXI', 'WEEKEND')`)
export class Holiday {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  type: HolidayType;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
