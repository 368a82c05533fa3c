import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../audit/audit.module.js';
import { ApiKeyAuthGuard } from './api-key-auth.guard.js';
import { ApiKeyLimits } from './api-key-limits.js';
import { ApiKeyStrategy } from './api-key.strategy.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';

@Module({
  imports: [PassportModule, AuditModule],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeyLimits, ApiKeyStrategy, ApiKeyAuthGuard],
  exports: [ApiKeyAuthGuard, ApiKeyLimits, ApiKeyStrategy],
})
export class ApiKeysModule {}
