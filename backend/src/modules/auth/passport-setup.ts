import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Passport } from 'passport';
import type { SessionUser } from '../../common/security/session-user.js';
import { userReadWithSession } from './session-store.js';

/**
 * This application's own Passport instance for the session (not the process-wide singleton, so several app
 * instances in one process, as in the tests, never share serializers): the session keeps only the user id; the
 * session store reloads the user with the session on each request, so deactivation bites at once. The strategies
 * (local.strategy.ts, api-key.strategy.ts) are @nestjs/passport's and are run by its guards.
 */
@Injectable()
export class PassportSetup {
  readonly passport = new Passport();

  constructor() {
    this.passport.serializeUser<number>((user, done) => done(null, (user as SessionUser).id));
    this.passport.deserializeUser<unknown, Request>((request, id, done) => {
      const user = userReadWithSession(request.session);
      done(null, user && user.id === id ? user : false);
    });
  }
}
