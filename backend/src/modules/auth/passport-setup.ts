import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SessionUser } from '../../common/security/session-user.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';

/**
 * This application's own Passport instance (not the process-wide singleton, so several app instances in one
 * process, as in the tests, never share strategies or serializers): the passport-local strategy for sign-in, and
 * a session that keeps only the user id and reloads the user on each request, so deactivation bites at once.
 */
@Injectable()
export class PassportSetup {
  readonly passport = new Passport();

  constructor(auth: AuthService, users: UsersService) {
    this.passport.use(
      'local',
      new LocalStrategy({ usernameField: 'email', passwordField: 'password', passReqToCallback: true }, (request: Request, email, password, done) => {
        auth.validateCredentials(email, password, request.ip ?? 'unknown').then((user) => done(null, user), done);
      }),
    );
    this.passport.serializeUser<number>((user, done) => done(null, (user as SessionUser).id));
    this.passport.deserializeUser<unknown>((id, done) => {
      if (!Number.isInteger(id)) return done(null, false);
      users.findSessionUser(id as number).then((user) => done(null, user ?? false), done);
    });
  }
}
