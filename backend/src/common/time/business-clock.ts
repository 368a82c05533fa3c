import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { businessDate, businessMonth, startOfBusinessDay } from './business-date.js';
import { CLOCK, type Clock } from './clock.js';

/**
 * The one place services ask for the time: the injected clock read in the business time zone (APP_TIMEZONE).
 * Business dates are `YYYY-MM-DD` strings; instants are Dates.
 */
@Injectable()
export class BusinessClock {
  private readonly timezone: string;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.timezone = config.appTimezone;
  }

  now(): Date {
    return this.clock.now();
  }

  /** Today's business date. */
  today(): string {
    return this.dayOf(this.now());
  }

  /** First and last business date of the current business month. */
  month(): { start: string; end: string } {
    return businessMonth(this.timezone, this.now());
  }

  /** The instant a business date begins (00:00 in the business time zone). */
  startOfDay(day: string): Date {
    return startOfBusinessDay(day, this.timezone);
  }

  /** The business date an instant falls on. */
  dayOf(instant: Date): string {
    return businessDate(this.timezone, instant);
  }
}
