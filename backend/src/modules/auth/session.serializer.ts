import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionUser } from '../../common/security/session-user.js';
import { UsersService } from '../users/users.service.js';

type Done<T> = (error: unknown, value?: T | false) => void;

/** Keeps only the user id in the session and reloads the user on each request, so deactivation bites at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: SessionUser, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(id: unknown, done: Done<SessionUser>): void {
    if (!Number.isInteger(id)) return done(null, false);
    this.users.findSessionUser(id as number).then((user) => done(null, user ?? false), done);
  }
}
