import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../common/database/prepared-query.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export const SESSION_COOKIE = 'crm.sid';
const PRUNE_EVERY_SECONDS = 15 * 60;

/**
 * A live session and, in the same query, the active user its passport record names (null columns when that user
 * is gone or deactivated). A named statement (preparedQuery): each connection parses it once, and its generic plan is
 * the custom one (docs/performance.md "Prepared statements (issue 27)": twice the reads a second on PostgreSQL).
 */
const SESSION_WITH_USER = {
  name: 'crm-session-with-user',
  text: `SELECT s.sess, u.id, u.name, u.email, u.role, u.is_active AS "isActive", u.must_change_password AS "mustChangePassword"
         FROM session s
         LEFT JOIN users u ON u.is_active
           AND u.id = CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9]{1,9}$' THEN (s.sess->'passport'->>'user')::int END
         WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
};

/** The session-and-user read for a session id, as the store runs it (and the benchmark, which runs each request's SQL). */
export function sessionWithUserQuery(sid: string) {
  return { ...SESSION_WITH_USER, values: [sid, Math.ceil(Date.now() / 1000)] };
}

type SessionRecord = session.SessionData & { passport?: { user?: unknown } };

/**
 * The user read with each session, keyed by the session's `passport` record: express-session keeps that very object
 * in `request.session`, so the passport deserializer finds the user without a second query.
 */
const usersReadWithSessions = new WeakMap<object, SessionUser | null>();

/** The user loaded with this request's session: null when gone or deactivated, undefined when none was loaded. */
export function userReadWithSession(requestSession: Partial<SessionRecord> | undefined): SessionUser | null | undefined {
  const passport = requestSession?.passport;
  return passport ? usersReadWithSessions.get(passport) : undefined;
}

/** express-session backed by the `session` table, sharing TypeORM's connection pool. */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private store?: session.Store & { close(): void };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Created on demand so building the module (e.g. for the OpenAPI document) needs no database. */
  createMiddleware(): RequestHandler {
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const manager = this.dataSource.manager;
    const PgStore = connectPgSimple(session);
    /** Reads the session and its user in one round trip (connect-pg-simple reads only the session). */
    class PgStoreReadingUsers extends PgStore {
      override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
        const { name, text, values } = sessionWithUserQuery(sid);
        preparedQuery(manager, name, text, values).then(([row]) => {
          if (!row) return callback(null, null);
          const { sess, ...user } = row as { sess: SessionRecord } & SessionUser;
          if (sess.passport) usersReadWithSessions.set(sess.passport, user.id === null ? null : user);
          callback(null, sess);
        }, callback);
      }
    }
    this.store = new PgStoreReadingUsers({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: this.config.nodeEnv === 'test' ? false : PRUNE_EVERY_SECONDS,
      // No write per request: a session lives SESSION_MAX_AGE_HOURS from sign-in (a working shift), not from
      // the last request, so reads stay reads.
      disableTouch: true,
    });
    return session({
      name: SESSION_COOKIE,
      store: this.store,
      secret: this.config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      proxy: this.config.trustProxy,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: this.config.sessionMaxAgeHours * 3600 * 1000,
      },
    });
  }

  onApplicationShutdown(): void {
    this.store?.close();
  }
}
