import { Global, Module } from '@nestjs/common';
import { SESSION_CHECK } from '../../common/security/session-check.js';
import { SESSION_ENDER } from '../../common/security/session-ender.js';
import { SessionsService } from './sessions.service.js';

/**
 * Global so the users module can end sessions (SESSION_ENDER), and the notification stream check them
 * (SESSION_CHECK), without importing auth, which imports users.
 */
@Global()
@Module({
  providers: [SessionsService, { provide: SESSION_ENDER, useExisting: SessionsService }, { provide: SESSION_CHECK, useExisting: SessionsService }],
  exports: [SessionsService, SESSION_ENDER, SESSION_CHECK],
})
export class SessionsModule {}
