import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Setting } from './entities/setting.entity.js';
import { SettingsController } from './settings.controller.js';
import { LocationPolicy } from './location-policy.service.js';
import { SettingsService } from './settings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Setting])],
  controllers: [SettingsController],
  providers: [SettingsService, LocationPolicy],
  exports: [SettingsService, LocationPolicy],
})
export class SettingsModule {}
