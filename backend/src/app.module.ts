import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { MethodNotAllowed } from './common/http/method-not-allowed.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { AccessGuard } from './common/guards/access.guard.js';
import { requestLogging } from './common/http/request-logging.js';
import { type Clock, systemClock } from './common/time/clock.js';
import { offsetClock } from './common/time/movable-clock.js';
import { TimeModule } from './common/time/time.module.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { buildDataSourceOptions } from './database/data-source-options.js';
import { AttendanceModule } from './modules/attendance/attendance.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { ApiKeyAuthGuard } from './modules/api-keys/api-key-auth.guard.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CallsModule } from './modules/calls/calls.module.js';
import { CustomersModule } from './modules/customers/customers.module.js';
import { DispositionsModule } from './modules/dispositions/dispositions.module.js';
import { FeedbackModule } from './modules/feedback/feedback.module.js';
import { MessagesModule } from './modules/messages/messages.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { GroupsModule } from './modules/groups/groups.module.js';
import { LeadCyclesModule } from './modules/lead-cycles/lead-cycles.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { AppConfigModule } from './modules/app-config/app-config.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { EmployeeModule } from './modules/employee/employee.module.js';
import { TelephonyModule } from './modules/telephony/telephony.module.js';
import { LeaveModule } from './modules/leave/leave.module.js';
import { PromisesModule } from './modules/promises/promises.module.js';
import { WorklistModule } from './modules/worklist/worklist.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';
import { ActivityModule } from './modules/activity/activity.module.js';
import { IdempotencyModule } from './modules/idempotency/idempotency.module.js';
import { TransactionsModule } from './common/database/transactions.js';
import { CoverageModule } from './modules/coverage/coverage.module.js';
import { TestSupportModule } from './modules/test-support/test-support.module.js';

interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  /** False only to build the OpenAPI document without a database. */
  connectDatabase?: boolean;
  /** The system clock unless a test moves time (TEST_CLOCK_CONTROL: one the test-support routes move). */
  clock?: Clock;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, connectDatabase = true, clock }: AppModuleOptions): DynamicModule {
    const appClock = clock ?? (config.testClockControl ? offsetClock() : systemClock());
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({ pinoHttp: requestLogging(config.logLevel) }),
        TypeOrmModule.forRoot({ ...buildDataSourceOptions(databaseUrl, config.databasePoolSize), manualInitialization: !connectDatabase }),
        ScheduleModule.forRoot(),
        TimeModule.forRoot(appClock),
        TransactionsModule,
        IdempotencyModule,
        HealthModule,
        AppConfigModule,
        AuditModule,
        AuthModule,
        ApiKeysModule,
        UsersModule,
        EmployeeModule,
        SettingsModule,
        LeadCyclesModule,
        GroupsModule,
        CustomersModule,
        DashboardModule,
        ReportsModule,
        AttendanceModule,
        DispositionsModule,
        FeedbackModule,
        // Before CallsModule: its GET /calls/live must be matched before GET /calls/:id.
        TelephonyModule,
        CallsModule,
        MessagesModule,
        LeaveModule,
        PromisesModule,
        WorklistModule,
        NotificationsModule,
        WebhooksModule,
        ActivityModule,
        CoverageModule,
        // Not mounted at all unless TEST_CLOCK_CONTROL is on (refused in production).
        ...(config.testClockControl ? [TestSupportModule] : []),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        // In this order: a bearer request is authenticated by its key before AccessGuard checks the route.
        { provide: APP_GUARD, useClass: ApiKeyAuthGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        MethodNotAllowed,
      ],
      exports: [APP_CONFIG],
    };
  }
}
