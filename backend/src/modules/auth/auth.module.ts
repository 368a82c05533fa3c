import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthController, CurrentUserController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottle } from './login-throttle.js';
import { PassportSetup } from './passport-setup.js';
import { SessionStore } from './session-store.js';
import { SessionsModule } from './sessions.module.js';

@Module({
  imports: [UsersModule, SessionsModule],
  controllers: [AuthController, CurrentUserController],
  providers: [AuthService, LoginThrottle, PassportSetup, SessionStore],
  exports: [SessionStore, PassportSetup],
})
export class AuthModule {}
