import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { createApp } from '../src/app-setup.js';
import { KeyRing } from '../src/common/security/key-ring.js';
import { APP_CONFIG, loadConfig, type AppConfig } from '../src/config/app-config.js';
import { DIALER, type Dialer } from '../src/integrations/dialer/dialer.port.js';
import { OutboxDelivery } from '../src/integrations/messenger/outbox/outbox-delivery.js';
import { STORAGE, STORAGE_KEY_ROTATION, type Storage, type StorageKeyRotation } from '../src/integrations/storage/storage.port.js';
import { AttendanceEndOfDayService } from '../src/modules/attendance/attendance-end-of-day.service.js';
import { CountsCompactionService } from '../src/modules/customers/counts-compaction.service.js';
import { CsvImportService } from '../src/modules/customers/import/csv-import.service.js';
import { decryptAadhaar } from '../src/modules/employee/aadhaar-cipher.js';
import { DataKeyRotationService } from '../src/modules/employee/data-key-rotation.service.js';
import { DocumentsPurgeService } from '../src/modules/employee/documents-purge.service.js';
import { EmployeeUploadsService } from '../src/modules/employee/employee-uploads.service.js';
import { EmployeeService } from '../src/modules/employee/employee.service.js';
import { LeaveAccrualService } from '../src/modules/leave/leave-accrual.service.js';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { PromisesService } from '../src/modules/promises/promises.service.js';
import { SETTINGS_CACHE_MS } from '../src/modules/settings/settings.service.js';
import { CallReconciliationCron } from '../src/modules/telephony/call-reconciliation.cron.js';
import { TelephonyService } from '../src/modules/telephony/telephony.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { auditedQuery } from './support/audited.js';
import { buildServer } from './support/server-build.js';
import { testImage, uploadRequiredPhotos, validProfile } from './support/employee-profile.js';
import { factories } from './support/factories.js';
import { leaveTypeFixture } from './support/leave-fixtures.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { settableClock, type SettableClock } from './support/settable-clock.js';
import { createTestDatabase } from './support/test-database.js';

const PASSWORD = 'Passw0rd!';
const ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', FRONTEND_DIST: '/nonexistent' };

/** One app instance in this test process: its own Nest app, pool, clock and storage client; shares only the database and the bucket. */
interface Instance {
  app: NestExpressApplication;
  clock: SettableClock;
  dataSource: DataSource;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The deployment of docker/compose.yml's `scaled` profile, in miniature: two server processes (today's source,
 * compiled) and two in-process app instances, all on one PostgreSQL database and one S3-compatible bucket.
 * Sessions, settings and uploads go through the two processes over HTTP; the scheduled jobs run in the two
 * in-process instances at the same instant (their clocks set alike), since a spawned process runs them only on
 * the wall clock's schedule.
 */
describe('several instances on one database and one bucket', () => {
  let database: { url: string; drop(): Promise<void> };
  let s3: LocalS3;
  let servers: ServerProcess[] = [];
  const instances: Instance[] = [];

  const user = async (role: 'admin' | 'agent', name: string): Promise<User> =>
    instances[0].app.get(UsersService).create(
      { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`, password: PASSWORD, role, is_active: true },
      { mustChangePassword: false },
    );
  /** The session cookie a sign-in through `server` answers. */
  const signIn = async (server: ServerProcess, who: User): Promise<string[]> => {
    const answer = await request(server.url).post('/api/auth/login').send({ email: who.email, password: PASSWORD }).expect(200);
    return answer.headers['set-cookie'] as unknown as string[];
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startLocalS3();
    const config = loadConfig({ ...ENV, ...s3.env, DATABASE_POOL_SIZE: '4' });
    for (let i = 0; i < 2; i += 1) {
      const clock = settableClock();
      const app = await createApp(config, database.url, clock);
      await app.init();
      instances.push({ app, clock, dataSource: app.get<DataSource>(getDataSourceToken()) });
    }
    const main = join(await buildServer(), 'main.js');
    const env = { ...ENV, ...s3.env, DATABASE_URL: database.url };
    servers = await Promise.all([startServerProcess(main, env), startServerProcess(main, env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const instance of instances) await instance.app.close();
    await database?.drop();
    await s3?.close();
  }, 60_000);

  describe('two server processes', () => {
    it('are two processes, neither of them this one; started together on an empty database, they seeded it once', async () => {
      expect(new Set([...servers.map((server) => server.pid), process.pid]).size).toBe(3);
      const db = instances[0].dataSource;
      expect(await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'admin@example.com'`)).toEqual([{ n: 1 }]);
      expect(await db.query(`SELECT entity, count(*)::int AS n FROM audit_log WHERE action = 'seed' GROUP BY entity ORDER BY entity`)).toEqual([
        { entity: 'disposition_list', n: 1 },
        { entity: 'disposition_status', n: 1 },
      ]);
    });

    it('a session made on one works on the other, and signing out on the other ends it on both', async () => {
      const agent = await user('agent', 'Roaming Agent');
      const cookie = await signIn(servers[0], agent);
      expect((await request(servers[1].url).get('/api/user').set('Cookie', cookie).expect(200)).body.email).toBe(agent.email);
      await request(servers[1].url).post('/api/auth/logout').set('Cookie', cookie).expect(200);
      await request(servers[0].url).get('/api/user').set('Cookie', cookie).expect(401);
      await request(servers[1].url).get('/api/user').set('Cookie', cookie).expect(401);
    });

    it(`a setting changed on one reaches the other within the settings cache time (${SETTINGS_CACHE_MS} ms)`, async () => {
      const cookie = await signIn(servers[0], await user('admin', 'Settings Admin'));
      const read = async (server: ServerProcess) =>
        (await request(server.url).get('/api/settings/agentsCanSeeAllCustomers').set('Cookie', cookie).expect(200)).body.value;
      expect(await read(servers[1])).toBe('false'); // the other instance now holds the value in its cache
      await request(servers[0].url).put('/api/settings/agentsCanSeeAllCustomers').set('Cookie', cookie).send({ value: 'true' }).expect(200);
      expect(await read(servers[0])).toBe('true'); // the writer forgets its copy at once
      await sleep(SETTINGS_CACHE_MS + 250);
      expect(await read(servers[1])).toBe('true');
    }, 30_000);

    it('a profile photo uploaded through one is read through the other (one bucket)', async () => {
      const cookie = await signIn(servers[0], await user('agent', 'Photo Agent'));
      const uploaded = await request(servers[0].url).post('/api/employee/upload/self-photo').set('Cookie', cookie).attach('file', await testImage('png', 40), 'me.png').expect(201);
      const key = uploaded.body.data.key as string;
      const viaOne = await request(servers[0].url).get('/api/employee/file').query({ key }).set('Cookie', cookie).buffer(true).expect(200);
      const viaTwo = await request(servers[1].url).get('/api/employee/file').query({ key }).set('Cookie', cookie).buffer(true).expect(200);
      expect(viaTwo.headers['content-type']).toBe(viaOne.headers['content-type']);
      expect(Buffer.from(viaTwo.body as Buffer).equals(Buffer.from(viaOne.body as Buffer))).toBe(true);
      expect((viaTwo.body as Buffer).length).toBeGreaterThan(0);
    });

    it('the per-user upload rate is one count across them: 20 a minute, wherever they are sent', async () => {
      const cookie = await signIn(servers[0], await user('agent', 'Busy Uploader'));
      const image = await testImage();
      const send = (server: ServerProcess) => request(server.url).post('/api/employee/upload/dra').set('Cookie', cookie).attach('file', image, 'dra.jpg');
      for (let i = 0; i < 20; i += 1) await send(servers[i % 2]).expect(201);
      await send(servers[0]).expect(429);
      await send(servers[1]).expect(429);
    });
  });

  it('each instance keeps a pool of DATABASE_POOL_SIZE connections', () => {
    for (const { dataSource } of instances) expect((dataSource.driver as PostgresDriver).master.options.max).toBe(4);
  });

  describe('the scheduled jobs, run by both instances at the same instant', () => {
    const at = (instant: string) => instances.forEach((instance) => instance.clock.set(instant));
    /** Both instances start the job together; answers each one's result. */
    const together = <T>(job: (instance: Instance) => Promise<T>) => Promise.all(instances.map(job));
    const db = () => instances[0].dataSource;
    const count = async (sql: string, params: unknown[] = []) => ((await db().query(sql, params)) as { n: number }[])[0].n;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

    let agent: User;
    let agentClient: ReturnType<typeof request.agent>;
    let customerId: number;
    let leaver: User;
    let promiseId: number;
    let silentCallId: number;
    let leaverPhotos: string[];
    let leaverProfileId: number;
    let unsavedUpload: string;

    beforeAll(async () => {
      at('2030-05-10T04:00:00Z'); // 09:30 on 10 May in Kolkata
      const make = factories(db());
      agent = await user('agent', 'Promising Agent');
      const client = request.agent(instances[0].app.getHttpServer());
      agentClient = client;
      await client.post('/api/auth/login').send({ email: agent.email, password: PASSWORD }).expect(200);
      unsavedUpload = (await client.post('/api/employee/upload/pan').attach('file', await testImage(), 'pan.jpg').expect(201)).body.data.key;
      const group = await make.group();
      await make.assign(agent.id, group.id);
      const customer = await make.customer(await make.leadCycle(), { groupId: group.id, mobile: '9876543210', metadata: { payment_link: 'https://pay.example.in/l/1' } });
      customerId = customer.id;
      const ptp = await make.dispositionStatus(await make.dispositionList(), { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });
      // A promise for 10 May and its follow-up at 18:00 that day.
      await client.post(`/api/customers/${customer.id}/feedback`).send({
        disposition_status_id: ptp.id, rpc_follow_up: '2030-05-10T12:30:00.000Z', callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount: 2000,
      }).expect(201);
      [{ id: promiseId }] = await db().query('SELECT id FROM promises WHERE customer_id = $1', [customer.id]);
      // A call the dialer never reported, placed ten minutes ago.
      silentCallId = (await make.call(customer, agent.id, { state: 'initiated', status: 'initiated', provider: 'simulator', callDateTime: new Date('2030-05-10T03:50:00Z') })).id;
      // 11 May's attendance, checked in and never out: settled on 12 May.
      await auditedQuery(db(), 'attendance', `INSERT INTO attendance_records (user_id, date, status, login_time, attendance_count) VALUES ($1, '2030-05-11', 'present', '2030-05-11T04:00:00Z', 1)`, [agent.id]);
      // A leaver whose last working day is 11 May.
      leaver = await user('agent', 'Leaving Agent');
      const leaverClient = request.agent(instances[0].app.getHttpServer());
      await leaverClient.post('/api/auth/login').send({ email: leaver.email, password: PASSWORD }).expect(200);
      const form = validProfile(await uploadRequiredPhotos(leaverClient));
      leaverPhotos = ['self_photo_url', 'aadhaar_photo_front_url', 'aadhaar_photo_back_url', 'pan_photo_url'].map((field) => form[field] as string);
      const profile = await leaverClient.post('/api/employee/add-employee-details').send(form).expect(201);
      leaverProfileId = profile.body.data.id;
      const admin = request.agent(instances[0].app.getHttpServer());
      const adminUser = await user('admin', 'Jobs Admin');
      await admin.post('/api/auth/login').send({ email: adminUser.email, password: PASSWORD }).expect(200);
      await admin.put('/api/employee/update-employee-details').send({ id: profile.body.data.id, last_working_date: '2030-05-11' }).expect(200);
      // A staged import nobody commits (it expires a day after upload).
      const csv = `name,mobile,loan_application_no\nStaged Customer,9876543210,STAGED-1\n`;
      await admin.post('/api/customers/upload-csv').attach('file', Buffer.from(csv), { filename: 'staged.csv', contentType: 'text/csv' }).expect(200);
      // Leave that accrues monthly.
      await leaveTypeFixture(db(), { rate: 1, unit: 'month' });
    }, 60_000);

    it('follow-up reminders: one notification for the follow-up, however many instances run it, however often', async () => {
      at('2030-05-10T12:20:00Z'); // ten minutes before the follow-up
      const first = await together(({ app }) => app.get(NotificationsService).remindFollowUps());
      const second = await together(({ app }) => app.get(NotificationsService).remindFollowUps());
      expect(sum([...first, ...second])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'follow_up_due'`, [agent.id])).toBe(1);
    });

    it('simulated message delivery: each status of a message arrives once, however many instances deliver', async () => {
      const sent = await agentClient.post('/api/customers/send-message').send({
        customer_id: customerId, toNumber: '9876543210', customer_name: 'Asha Nair', emi_amount: '5,400', payment_link: 'https://pay.example.in/l/1',
      }).expect(201);
      at('2030-05-10T12:30:00Z'); // every planned status is due
      const delivered = [...(await together(({ app }) => app.get(OutboxDelivery).deliverDue())), ...(await together(({ app }) => app.get(OutboxDelivery).deliverDue()))];
      expect(sum(delivered)).toBe(3);
      const [message] = (await agentClient.get(`/api/customers/${customerId}/messages`).expect(200)).body.filter((m: { id: number }) => m.id === sent.body.id);
      expect(message.status_history.map((h: { status: string }) => h.status)).toEqual(['queued', 'sent', 'delivered', 'read']);
    });

    it('call reconciliation: while one instance runs it, the other is refused without asking the dialer; the silent call ends once', async () => {
      const [first, second] = instances.map(({ app }) => app.get(TelephonyService));
      const dialer = instances[0].app.get<Dialer>(DIALER);
      const original = dialer.fetchCallRecords;
      const asked: string[] = [];
      let refusedMeanwhile: number | undefined;
      // While the first instance is inside the job (asking the dialer), the second runs the whole job.
      dialer.fetchCallRecords = async (query) => {
        asked.push(query.from.toISOString());
        refusedMeanwhile ??= await second.reconcile();
        return original.call(dialer, query);
      };
      try {
        await first.reconcile();
      } finally {
        dialer.fetchCallRecords = original;
      }
      expect(asked.length).toBeGreaterThan(0);
      expect(refusedMeanwhile).toBe(0);
      const ended = `SELECT state, status, metadata FROM calls WHERE id = $1`;
      const [call] = await db().query(ended, [silentCallId]);
      expect(call).toEqual(expect.objectContaining({ state: 'ended', status: 'failed', metadata: { reason: 'No live call was reported by the dialer' } }));
      await together(({ app }) => app.get(TelephonyService).reconcile());
      expect((await db().query(ended, [silentCallId]))[0]).toEqual(call);
    });

    it('call reconciliation by schedule: one instance per minute asks the dialer, even when the other fires later in that minute', async () => {
      const asked: number[] = [];
      const restore = instances.map(({ app }, index) => {
        const dialer = app.get<Dialer>(DIALER);
        const original = dialer.fetchCallRecords;
        dialer.fetchCallRecords = (query) => {
          asked.push(index);
          return original.call(dialer, query);
        };
        return () => {
          dialer.fetchCallRecords = original;
        };
      });
      // Each instance's own schedule, as its @Cron would run it with BACKGROUND_JOBS on.
      const [first, second] = instances.map(({ app }) => new CallReconciliationCron(app.get(TelephonyService), { ...app.get<AppConfig>(APP_CONFIG), backgroundJobs: true }));
      try {
        at('2030-05-10T12:21:00Z');
        await first.onSchedule();
        at('2030-05-10T12:21:01Z'); // the other instance fires a second later
        await second.onSchedule();
        expect(asked).toEqual([0]);
        await db().query(`INSERT INTO job_runs (job, period_start, claimed_at) VALUES ('call-reconciliation', '2030-05-09T12:21:00Z', '2030-05-09T12:21:00Z')`);
        at('2030-05-10T12:22:00Z');
        await Promise.all([second.onSchedule(), first.onSchedule()]);
        expect(asked).toHaveLength(2); // the next minute: one more run, by either
        const claims = await db().query(`SELECT period_start FROM job_runs WHERE job = 'call-reconciliation' ORDER BY period_start`);
        expect(claims.map((row: { period_start: Date }) => row.period_start.toISOString())).toEqual(['2030-05-10T12:21:00.000Z', '2030-05-10T12:22:00.000Z']); // a day's claims are kept
      } finally {
        restore.forEach((undo) => undo());
      }
    });

    it('count-table compaction: one row per key afterwards, every total unchanged', async () => {
      const totals = `SELECT lead_cycle_id, group_id, status, last_disposition_status, sum(n)::int AS n FROM customer_counts GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4`;
      const before = await db().query(totals);
      expect(await count(`SELECT (count(*) - count(DISTINCT (lead_cycle_id, group_id, status, last_disposition_status)))::int AS n FROM customer_counts`)).toBeGreaterThan(0);
      await together(({ app }) => app.get(CountsCompactionService).compact());
      await together(({ app }) => app.get(CountsCompactionService).compact());
      expect(await db().query(totals)).toEqual(before);
      expect(await count(`SELECT (count(*) - count(DISTINCT (lead_cycle_id, group_id, status, last_disposition_status)))::int AS n FROM customer_counts`)).toBe(0);
    });

    describe('on 12 May', () => {
      beforeAll(() => at('2030-05-12T04:30:00Z')); // 10:00 in Kolkata

      it('promise decisions: the promise is broken once: one decision in the audit trail, one notification', async () => {
        const decided = [...(await together(({ app }) => app.get(PromisesService).decideDue())), ...(await together(({ app }) => app.get(PromisesService).decideDue()))];
        expect(sum(decided)).toBe(1);
        expect((await db().query('SELECT state FROM promises WHERE id = $1', [promiseId]))[0].state).toBe('broken');
        expect(await count(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'promise' AND action = 'decide' AND entity_id = $1`, [String(promiseId)])).toBe(1);
        expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'promise_broken'`, [agent.id])).toBe(1);
      });

      it('attendance end of day: 11 May becomes a half day once, with one audit row', async () => {
        const settled = [...(await together(({ app }) => app.get(AttendanceEndOfDayService).settleEndedDays())), ...(await together(({ app }) => app.get(AttendanceEndOfDayService).settleEndedDays()))];
        expect(sum(settled)).toBe(1);
        const [day] = await db().query(`SELECT id, status, day_closed FROM attendance_records WHERE user_id = $1 AND date = '2030-05-11'`, [agent.id]);
        expect(day).toEqual(expect.objectContaining({ status: 'half_day', day_closed: true }));
        expect(await count(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'attendance' AND action = 'end_of_day' AND entity_id = $1`, [String(day.id)])).toBe(1);
      });

      it('leavers: the leaver is switched off once, with one audit row', async () => {
        const switchedOff = [...(await together(({ app }) => app.get(EmployeeService).deactivateLeavers())), ...(await together(({ app }) => app.get(EmployeeService).deactivateLeavers()))];
        expect(sum(switchedOff)).toBe(1);
        expect(await count(`SELECT count(*)::int AS n FROM users WHERE id = $1 AND NOT is_active`, [leaver.id])).toBe(1);
        expect(await count(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'user' AND action = 'deactivate' AND entity_id = $1`, [String(leaver.id)])).toBe(1);
      });

      it('import expiry: the expired staged import is removed once', async () => {
        expect(await count(`SELECT count(*)::int AS n FROM customer_imports WHERE status = 'staged'`)).toBe(1);
        const removed = [...(await together(({ app }) => app.get(CsvImportService).removeExpired())), ...(await together(({ app }) => app.get(CsvImportService).removeExpired()))];
        expect(sum(removed)).toBe(1);
        expect(await count(`SELECT count(*)::int AS n FROM customer_imports WHERE status = 'staged'`)).toBe(0);
      });

      it('uploads clean-up: each day-old upload no profile holds is deleted once, the profile photos kept', async () => {
        const storage = instances[1].app.get<Storage>(STORAGE);
        const stored = (key: string) => storage.stat(key).then(() => true, () => false);
        const listed = await count(`SELECT count(*)::int AS n FROM employee_uploads`);
        const removed = [...(await together(({ app }) => app.get(EmployeeUploadsService).removeStale())), ...(await together(({ app }) => app.get(EmployeeUploadsService).removeStale()))];
        expect(sum(removed)).toBeGreaterThanOrEqual(1);
        expect(await count(`SELECT count(*)::int AS n FROM employee_uploads`)).toBe(listed - sum(removed));
        expect(await stored(unsavedUpload)).toBe(false);
        expect(await Promise.all(leaverPhotos.map(stored))).toEqual([true, true, true, true]);
      });

      it('leave accrual: each (agent, leave type, month) credited once, and one accrual run in the audit trail', async () => {
        const credits = [...(await together(({ app }) => app.get(LeaveAccrualService).run())), ...(await together(({ app }) => app.get(LeaveAccrualService).run()))];
        const ledger = await count(`SELECT count(*)::int AS n FROM leave_ledger WHERE kind = 'accrual'`);
        expect(ledger).toBeGreaterThan(0);
        expect(sum(credits)).toBe(ledger);
        expect(await count(`SELECT count(*)::int AS n FROM (SELECT 1 FROM leave_ledger WHERE kind = 'accrual' GROUP BY user_id, leave_type_id, period_start HAVING count(*) > 1) twice`)).toBe(0);
        expect(await count(`SELECT count(*)::int AS n FROM leave_ledger WHERE kind = 'accrual' AND user_id = $1 AND period_start = '2030-05-01'`, [agent.id])).toBeGreaterThan(0);
        expect(await count(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'leave_accrual' AND action = 'run_accrual'`)).toBe(1);
      });
    });

    /** Issue 31: the leaver's last working day is 11 May; the retention period is the default 180 days (to 7 November). */
    describe('after the retention period', () => {
      let admin: ReturnType<typeof request.agent>;
      beforeAll(async () => {
        admin = request.agent(instances[0].app.getHttpServer());
        await admin.post('/api/auth/login').send({ email: (await user('admin', 'Retention Admin')).email, password: PASSWORD }).expect(200);
      });

      it("leavers' documents: purged once, the day after the period, audited; reads of them then answer 404", async () => {
        const purge = () => together(({ app }) => app.get(DocumentsPurgeService).purgeExpired());
        at('2030-11-07T18:00:00Z'); // 23:30 on 7 November in Kolkata: the last day kept
        expect(await purge()).toEqual([0, 0]);
        await admin.get('/api/employee/file').query({ key: leaverPhotos[0] }).expect(200);

        at('2030-11-08T00:30:00Z'); // 06:00 on 8 November
        expect((await purge()).sort()).toEqual([0, 1]);
        expect(await purge()).toEqual([0, 0]);

        const read = await admin.get('/api/employee/file').query({ key: leaverPhotos[2], reason: 'Checking the purge' }).expect(404);
        expect(read.body.message).toBe('Documents purged on 08/11/2030 under the retention rule: this file no longer exists');
        const after = (await admin.get('/api/employee/get-employee-details').query({ user_id: leaver.id }).expect(200)).body.data;
        expect(after).toMatchObject({ first_name: 'Asha', last_working_date: '2030-05-11', pan_no: '', aadhaar_no: '', bank_account_number: '' });
        expect(after.documents_purged).toEqual({ on: '2030-11-08', rule: 'retention', text: 'Documents purged on 08/11/2030 under the retention rule' });
        const rows = await db().query(`SELECT actor_id, reason, changes FROM audit_log WHERE entity_id = $1 AND action = 'purge_documents'`, [String(leaver.id)]);
        expect(rows).toEqual([{ actor_id: null, reason: null, changes: expect.objectContaining({ rule: { before: null, after: 'retention' }, retention_days: { before: null, after: 180 } }) }]);
        await admin.put('/api/employee/update-employee-details').send({ id: leaverProfileId, first_name: 'Asha' }).expect(409);
      });
    });

    /** Issue 31: DATA_ENCRYPTION_KEY rotated on a running deployment; the two instances restarted with the new key and the old one as previous. */
    describe('a rotation of the data encryption key', () => {
      const next = randomBytes(32).toString('hex');
      const boot = async (env: Record<string, string>) => {
        const app = await createApp(loadConfig({ ...ENV, ...s3.env, ...env }), database.url, settableClock());
        await app.init();
        return app;
      };

      it('re-wraps each stored object and re-encrypts each Aadhaar number once across both instances; the new key alone then opens them', async () => {
        const owner = await user('agent', 'Rotated Agent');
        const client = request.agent(instances[0].app.getHttpServer());
        await client.post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(200);
        const photos = await uploadRequiredPhotos(client);
        await client.post('/api/employee/add-employee-details').send(validProfile(photos)).expect(201);
        const read = async (storage: Storage, key: string) => {
          const chunks: Buffer[] = [];
          for await (const chunk of (await storage.get(key)).stream) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        };
        const original = await read(instances[0].app.get<Storage>(STORAGE), photos.pan_photo_url);
        const previous = instances[0].app.get<AppConfig>(APP_CONFIG).dataEncryptionKey.toString('hex');

        const rotating = [await boot({ DATA_ENCRYPTION_KEY: next, DATA_ENCRYPTION_KEY_PREVIOUS: previous }), await boot({ DATA_ENCRYPTION_KEY: next, DATA_ENCRYPTION_KEY_PREVIOUS: previous })];
        try {
          const keys: string[] = [];
          const listing = rotating[0].get<StorageKeyRotation>(STORAGE_KEY_ROTATION);
          for (let page = await listing.list(null, 100); page.length > 0; page = await listing.list(page[page.length - 1], 100)) keys.push(...page);
          const numbers = await count(`SELECT count(*)::int AS n FROM employee_details WHERE length(aadhaar_no_encrypted) > 0`);
          expect(numbers).toBeGreaterThan(0);
          const rotateTogether = () => Promise.all(rotating.map((app) => app.get(DataKeyRotationService).rotate()));
          // One instance does the work; the other is refused while it runs (null), or finds nothing left.
          const first = (await rotateTogether()).filter((run) => run !== null);
          expect(sum(first.map((run) => run.objects))).toBe(keys.length);
          expect(sum(first.map((run) => run.rows))).toBe(numbers);
          expect((await rotateTogether()).filter((run) => run !== null && run.objects + run.rows > 0)).toEqual([]);
        } finally {
          await Promise.all(rotating.map((app) => app.close()));
        }

        const after = await boot({ DATA_ENCRYPTION_KEY: next });
        try {
          expect((await read(after.get<Storage>(STORAGE), photos.pan_photo_url)).equals(original)).toBe(true);
          const [row] = await db().query(`SELECT aadhaar_no_encrypted FROM employee_details WHERE user_id = $1`, [owner.id]);
          expect(decryptAadhaar(new KeyRing(Buffer.from(next, 'hex')), owner.id, row.aadhaar_no_encrypted)).toBe('234123412346');
        } finally {
          await after.close();
        }
      });
    });
  });
});
