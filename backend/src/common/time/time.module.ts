import { type DynamicModule, Module } from '@nestjs/common';
import { BusinessClock } from './business-clock.js';
import { CLOCK, type Clock } from './clock.js';

/** The clock for the whole app: the system's in production, a settable one in the integration tests. */
@Module({})
export class TimeModule {
  static forRoot(clock: Clock): DynamicModule {
    return {
      module: TimeModule,
      global: true,
      providers: [{ provide: CLOCK, useValue: clock }, BusinessClock],
      exports: [CLOCK, BusinessClock],
    };
  }
}
