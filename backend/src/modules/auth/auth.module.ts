import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AuthController, CurrentUserController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginAttempt } from './entities/login-attempt.entity.js';
import { PassportSetup } from './passport-setup.js';
import { SessionStore } from './session-store.js';

@Module({
  imports: [UsersModule, TypeOrmModule.forFeature([LoginAttempt])],
  controllers: [AuthController, CurrentUserController],
  providers: [AuthService, PassportSetup, SessionStore],
  exports: [SessionStore, PassportSetup],
})
export class AuthModule {}
