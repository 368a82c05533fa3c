import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AuthController, CurrentUserController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginAttempt } from './entities/login-attempt.entity.js';
import { LocalStrategy } from './local.strategy.js';
import { SessionSerializer } from './session.serializer.js';
import { SessionStore } from './session-store.js';

@Module({
  imports: [UsersModule, PassportModule.register({ session: true }), TypeOrmModule.forFeature([LoginAttempt])],
  controllers: [AuthController, CurrentUserController],
  providers: [AuthService, LocalStrategy, SessionSerializer, SessionStore],
  exports: [SessionStore],
})
export class AuthModule {}
