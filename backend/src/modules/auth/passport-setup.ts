import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SessionUser } from '../../common/security/session-user.js';
import { AuthService } from './auth.service.js';
import { clientAddress } from './passport-session.js';
import { userReadWithSession } from './session-store.js';

/**
 * This application's own Passport instance (not the process-wide singleton, so several app instances in one
 * process, as in the tests, never share strategies or serializers): the passport-local strategy for sign-in, and
 * a session that keeps only the user id; the session store reloads the user with the session on each request,
 * so deactivation bites at once.
 */
@Injectable()
export class PassportSetup {
  readonly passport = new Passport();

  constructor(auth: AuthService) {
    this.passport.use(
      'local',
      new LocalStrategy({ usernameField: 'email', passwordField: 'password', passReqToCallback: true }, (request: Request, email, password, done) => {
        auth.validateCredentials(email, password, clientAddress(request)).then((user) => done(null, user), done);
      }),
    );
    this.passport.serializeUser<number>((user, done) => done(null, (user as SessionUser).id));
    this.passport.deserializeUser<unknown, Request>((request, id, done) => {
      const user = userReadWithSession(request.session);
      done(null, user && user.id === id ? user : false);
    });
  }
}
