import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { StorageModule } from '../storage/storage.module.js';
import { STORAGE, type Storage } from '../storage/storage.port.js';
import { DIALER, type Dialer } from './dialer.port.js';
import { SimulatedCallDelivery } from './simulator/simulated-call-delivery.js';
import { SimulatedCallDeliveryCron } from './simulator/simulated-call-delivery.cron.js';
import { SimulatorDialer } from './simulator/simulator.dialer.js';
import { SmartfloDialer } from './smartflo/smartflo.dialer.js';

/**
 * The dialer adapter comes from DIALER_PROVIDER (simulator by default); nothing outside this module knows which one
 * runs. The importing module provides DIALER_WEBHOOK_SINK, where the simulator delivers its events.
 */
@Module({
  imports: [StorageModule],
  providers: [
    {
      provide: DIALER,
      inject: [APP_CONFIG, getDataSourceToken(), CLOCK, STORAGE],
      useFactory: (config: AppConfig, dataSource: DataSource, clock: Clock, storage: Storage): Dialer =>
        config.dialer.provider === 'smartflo'
          ? new SmartfloDialer(config.dialer.smartflo, { timeoutMs: config.providerTimeoutMs })
          : new SimulatorDialer(dataSource, clock, storage, config.dialer.simulator),
    },
    SimulatedCallDelivery,
    SimulatedCallDeliveryCron,
  ],
  exports: [DIALER, SimulatedCallDelivery],
})
export class DialerModule {}
