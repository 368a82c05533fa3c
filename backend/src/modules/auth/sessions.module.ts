import { Global, Module } from '@nestjs/common';
import { SESSION_ENDER } from '../../common/security/session-ender.js';
import { SessionsService } from './sessions.service.js';

/** Global so the users module can end sessions (SESSION_ENDER) without importing auth, which imports users. */
@Global()
@Module({
  providers: [SessionsService, { provide: SESSION_ENDER, useExisting: SessionsService }],
  exports: [SessionsService, SESSION_ENDER],
})
export class SessionsModule {}
