import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export const SESSION_COOKIE = 'crm.sid';
const PRUNE_EVERY_SECONDS = 15 * 60;

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
    const PgStore = connectPgSimple(session);
    this.store = new PgStore({
      pool: (this.dataSource.driver as unknown as { master: Pool }).master,
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
