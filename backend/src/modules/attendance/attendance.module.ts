import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AttendanceDaysService } from './attendance-days.service.js';
import { AttendanceEndOfDayService } from './attendance-end-of-day.service.js';
import { AttendanceRequestsService } from './attendance-requests.service.js';
import { AttendanceController } from './attendance.controller.js';
import { AttendanceCron } from './attendance.cron.js';
import { AttendanceService } from './attendance.service.js';
import { AttendanceRecord } from './entities/attendance-record.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([AttendanceRecord]), SettingsModule, NotificationsModule],
  controllers: [AttendanceController],
  providers: [AttendanceService, AttendanceDaysService, AttendanceRequestsService, AttendanceEndOfDayService, AttendanceCron],
  exports: [AttendanceDaysService],
})
export class AttendanceModule {}
