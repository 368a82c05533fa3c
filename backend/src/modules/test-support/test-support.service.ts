import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/time/clock.js';
import { isMovableClock, type MovableClock } from '../../common/time/movable-clock.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PromisesService } from '../promises/promises.service.js';
import type { JobRunDto, TestClockDto } from './dto/test-clock.dto.js';
import { TestSupportErrors } from './test-support.errors.js';
import { isTestJob, TEST_JOBS } from './test-jobs.js';

/** Moves the whole server's clock and runs a job now, for the browser journeys (TEST_CLOCK_CONTROL only). */
@Injectable()
export class TestSupportService {
  private readonly logger = new Logger(TestSupportService.name);
  private readonly clock: MovableClock;
  private moved = false;

  constructor(
    @Inject(CLOCK) clock: Clock,
    private readonly promises: PromisesService,
    private readonly notifications: NotificationsService,
  ) {
    if (!isMovableClock(clock)) throw new Error('TEST_CLOCK_CONTROL needs a movable clock');
    this.clock = clock;
  }

  current(): TestClockDto {
    return { now: this.clock.now().toISOString(), moved: this.moved };
  }

  moveTo(instant: Date): TestClockDto {
    this.clock.moveTo(instant);
    this.moved = true;
    this.logger.warn(`Test clock moved to ${instant.toISOString()}`);
    return this.current();
  }

  reset(): TestClockDto {
    this.clock.reset();
    this.moved = false;
    this.logger.warn('Test clock back on the system time');
    return this.current();
  }

  async run(job: string): Promise<JobRunDto> {
    if (!isTestJob(job)) throw TestSupportErrors.unknownJob();
    const changed = await TEST_JOBS[job]({ promises: this.promises, notifications: this.notifications });
    return { job, changed };
  }
}
