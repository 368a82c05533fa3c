import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module.js';
import { AuthController, CurrentUserController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { PassportSetup } from './passport-setup.js';
import { SessionStore } from './session-store.js';
import { SessionsModule } from './sessions.module.js';

@Module({
  imports: [UsersModule, SessionsModule, PassportModule],
  controllers: [AuthController, CurrentUserController],
  providers: [AuthService, LocalStrategy, LoginThrottle, PassportSetup, SessionStore],
  exports: [SessionStore, PassportSetup],
})
export class AuthModule {}
