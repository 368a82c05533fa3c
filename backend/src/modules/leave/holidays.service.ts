import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, type EntityManager } from 'typeorm';
import { BusinessClock } from '../../common/time/business-clock.js';
import { isUniqueViolation, uniqueAs } from '../../database/postgres-errors.js';
import { AuditService } from '../audit/audit.service.js';
import type { CreateHolidayDto, UpdateHolidayDto, WeeklyOffsDto } from './dto/holiday.dto.js';
import { Holiday } from './entities/holiday.entity.js';
import { inclusiveDays } from './leave-days.js';
import { LeaveErrors } from './leave.errors.js';

const HOLIDAY_TAKEN = 'A holiday with this name already exists on this date';
const MAX_RANGE_DAYS = 400;
const MANDATORY_PER_DATE = 'UQ_holidays_mandatory_date';
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Holiday policies (named days off, weekly offs among them as WEEKEND) and the holidays of a date range. */
@Injectable()
export class HolidaysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
  ) {}

  /** Holidays from `start` to `end` (default: this business year), by date. */
  inRange(start?: string, end?: string): Promise<Holiday[]> {
    const year = this.clock.today().slice(0, 4);
    const from = start ?? `${year}-01-01`;
    const to = end ?? (start ? `${start.slice(0, 4)}-12-31` : `${year}-12-31`);
    if (to < from) throw LeaveErrors.rangeBackwards();
    if (inclusiveDays(from, to) > MAX_RANGE_DAYS) throw LeaveErrors.rangeTooLong();
    return this.dataSource.getRepository(Holiday).find({ where: { date: Between(from, to) }, order: { date: 'ASC', name: 'ASC' } });
  }

  /** Every holiday policy, newest date first. */
  all(): Promise<Holiday[]> {
    return this.dataSource.getRepository(Holiday).find({ order: { date: 'DESC', name: 'ASC' } });
  }

  create(dto: CreateHolidayDto): Promise<Holiday> {
    return this.uniqueHoliday(() =>
      this.dataSource.transaction(async (manager) => {
        const now = this.clock.now();
        const holiday = await manager.save(Holiday, {
          name: dto.name,
          date: dto.date,
          type: dto.type,
          description: dto.description?.trim() || null,
          createdAt: now,
          updatedAt: now,
        });
        await this.audit.record(manager, { entity: 'holiday', entityId: holiday.id, action: 'create', after: holiday });
        return holiday;
      }),
    );
  }

  update(id: number, dto: UpdateHolidayDto): Promise<Holiday> {
    return this.uniqueHoliday(() =>
      this.dataSource.transaction(async (manager) => {
        const before = await this.lock(manager, id);
        const after: Holiday = {
          ...before,
          ...(dto.name !== undefined && { name: dto.name }),
          ...(dto.date !== undefined && { date: dto.date }),
          ...(dto.type !== undefined && { type: dto.type }),
          ...(dto.description !== undefined && { description: dto.description?.trim() || null }),
          updatedAt: this.clock.now(),
        };
        await manager.save(Holiday, after);
        await this.audit.record(manager, { entity: 'holiday', entityId: id, action: 'update', before, after });
        return after;
      }),
    );
  }

  remove(id: number): Promise<Holiday> {
    return this.dataSource.transaction(async (manager) => {
      const holiday = await this.lock(manager, id);
      await manager.delete(Holiday, { id });
      await this.audit.record(manager, { entity: 'holiday', entityId: id, action: 'delete', before: holiday });
      return holiday;
    });
  }

  /**
   * Adds every chosen weekday of the year as a WEEKEND holiday named after the weekday, in one statement; days that
   * already carry that holiday are left alone (unique (date, name)), so running it again adds nothing.
   */
  async addWeeklyOffs(dto: WeeklyOffsDto): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO holidays (name, date, type, description, created_at, updated_at)
         SELECT ($5::text[])[EXTRACT(DOW FROM d)::int + 1], d::date, 'WEEKEND', 'Weekly off', $4, $4
         FROM generate_series($1::date, $2::date, interval '1 day') AS d
         WHERE EXTRACT(DOW FROM d)::int = ANY ($3::int[])
         ON CONFLICT (date, name) DO NOTHING
         RETURNING id`,
        [`${dto.year}-01-01`, `${dto.year}-12-31`, dto.weekdays, now, WEEKDAY_NAMES],
      );
      if (rows.length > 0) {
        await this.audit.record(manager, {
          entity: 'holiday',
          entityId: `weekly-offs-${dto.year}`,
          action: 'add_weekly_offs',
          facts: { year: dto.year, weekdays: dto.weekdays.map((day) => WEEKDAY_NAMES[day]), added: rows.length },
        });
      }
      return rows.length;
    });
  }

  /**
   * Runs a holiday write; the database keeps one holiday per (date, name) and one mandatory holiday per date, and a
   * write that breaks either answers 409 (the second naming the mandatory holiday already there).
   */
  private async uniqueHoliday(write: () => Promise<Holiday>): Promise<Holiday> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || error.constraint !== MANDATORY_PER_DATE) return uniqueAs('name', HOLIDAY_TAKEN, () => Promise.reject(error));
      const day = /\(date\)=\((\d{4}-\d{2}-\d{2})\)/.exec(error.detail ?? '')?.[1];
      const existing = day ? await this.dataSource.getRepository(Holiday).findOneBy({ date: day, type: 'MANDATORY' }) : null;
      if (!existing) throw error;
      throw LeaveErrors.mandatoryHolidayTaken(existing.date, existing.name);
    }
  }

  private async lock(manager: EntityManager, id: number): Promise<Holiday> {
    const holiday = await manager.findOne(Holiday, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!holiday) throw LeaveErrors.holidayNotFound(id);
    return holiday;
  }
}
