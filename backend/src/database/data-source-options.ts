import type { DataSourceOptions } from 'typeorm';
import { LoginAttempt } from '../modules/auth/entities/login-attempt.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { Initial1795301976605 } from './migrations/1795301976605-Initial.js';

export const ENTITIES = [User, LoginAttempt, Session];
export const MIGRATIONS = [Initial1795301976605];

/** The one place that builds TypeORM's options, used by the Nest module, the CLI and the tests. */
export function buildDataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: 10 },
  };
}
