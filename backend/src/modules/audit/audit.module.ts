import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditListService } from './audit-list.service.js';
import { AuditService } from './audit.service.js';

/** Owns `audit_log`. Global: every feature module records its changes through AuditService. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditService, AuditListService],
  exports: [AuditService],
})
export class AuditModule {}
