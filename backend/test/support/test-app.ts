import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/app-setup.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import type { Role } from '../../src/common/security/role.js';
import { hashPassword } from '../../src/common/security/password-hasher.js';
import { AuditService } from '../../src/modules/audit/audit.service.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { settableClock, type SettableClock } from './settable-clock.js';
import { validatingAgent } from './openapi-response-validator.js';
import { createTestDatabase } from './test-database.js';

export const TEST_PASSWORD = 'Passw0rd!';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** The whole app's clock: real time until a test sets or advances it. */
  clock: SettableClock;
  /** A cookie-keeping client, like one browser; every answer it gets must be what openapi/openapi.json says. */
  agent(): ReturnType<typeof request.agent>;
  /** Creates a user straight through the service (no password change pending). */
  createUser(fields?: Partial<{ name: string; email: string; role: Role; password: string; isActive: boolean }>): Promise<User>;
  /** A signed-in client for a new user of that role. */
  signedIn(role: Role, fields?: Partial<{ name: string; email: string }>): Promise<{ client: ReturnType<typeof request.agent>; user: User }>;
  close(): Promise<void>;
}

let sequence = 0;
/**
 * TEST_PASSWORD's hash, made once per test file: a fixture user then costs no scrypt run of its own (~0.1 s of CPU
 * each); signing in still checks the password with scrypt.
 */
let testPasswordHash: Promise<string> | undefined;

/** Boots the real AppModule on its own migrated database, ready to be driven over HTTP. */
export async function bootTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FRONTEND_DIST: '/nonexistent', ...env });
  const clock = settableClock();
  const app = await createApp(config, database.url, clock);
  await app.init();
  // Listening once (any free port): supertest otherwise listens and closes per request, which costs time and breaks
  // requests in parallel. Tests that need the address read app.getHttpServer().address().
  await app.listen(0);
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const users = app.get(UsersService);
  const audit = app.get(AuditService);

  const testApp: TestApp = {
    app,
    config,
    dataSource,
    clock,
    agent: () => validatingAgent(request.agent(app.getHttpServer())),
    async createUser(fields = {}) {
      sequence += 1;
      const values = {
        name: fields.name ?? `Test User ${sequence}`,
        email: fields.email ?? `user${sequence}.${Date.now()}@example.com`,
        role: fields.role ?? 'agent',
      };
      if (fields.password !== undefined && fields.password !== TEST_PASSWORD) {
        return users.create({ ...values, password: fields.password, is_active: fields.isActive ?? true }, { mustChangePassword: false });
      }
      testPasswordHash ??= hashPassword(TEST_PASSWORD);
      const passwordHash = await testPasswordHash;
      // What UsersService.create writes, with the hash made once.
      return dataSource.transaction(async (manager) => {
        const created = await manager.save(manager.create(User, { ...values, isActive: fields.isActive ?? true, mustChangePassword: false, passwordHash }));
        await audit.record(manager, { entity: 'user', entityId: created.id, action: 'create', after: created });
        return created;
      });
    },
    async signedIn(role, fields = {}) {
      const user = await testApp.createUser({ ...fields, role });
      const client = testApp.agent();
      await client.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
      return { client, user };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
  return testApp;
}
