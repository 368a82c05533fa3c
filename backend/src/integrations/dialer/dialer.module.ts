import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DIALER, type Dialer } from './dialer.port.js';
import { SimulatorDialer } from './simulator/simulator.dialer.js';
import { SmartfloDialer } from './smartflo/smartflo.dialer.js';

/** The dialer adapter comes from DIALER_PROVIDER (simulator by default); nothing else knows which one runs. */
@Module({
  providers: [
    {
      provide: DIALER,
      inject: [APP_CONFIG, getDataSourceToken(), CLOCK],
      useFactory: (config: AppConfig, dataSource: DataSource, clock: Clock): Dialer =>
        config.dialer.provider === 'smartflo'
          ? new SmartfloDialer(config.dialer.smartflo)
          : new SimulatorDialer(dataSource, clock, { ...config.dialer.simulator, recordingsDir: join(config.dataDir, 'recordings') }),
    },
  ],
  exports: [DIALER],
})
export class DialerModule {}
