import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { SessionUser } from '../../common/security/session-user.js';
import { AuthService } from './auth.service.js';
import { clientAddress } from './passport-session.js';

export const LOCAL_STRATEGY = 'local';

/** Sign-in with email and password (passport-local through @nestjs/passport); the checks live in AuthService. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<SessionUser> {
    return this.auth.validateCredentials(email, password, clientAddress(request));
  }
}
