import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { auditedClientQuery as audited } from '../support/audited.js';
import { relationSize, waitForBackend, waitUntilGone, waitUntilWriting } from './support/progress.js';
import {
  cleanUp, embeddedDatabaseUrl, killHard, readyAdmin, signIn, spawnBuilt, startServer, withClient, type ServerProcess,
} from './support/server-process.js';
import { freePort } from '../support/server-process.js';

/** Enough agents that the accrual's one statement writes for seconds (500 agents × 5 years of monthly credits). */
const AGENTS = 500;
const ATTENDANCE_DAYS = 30;
const SINCE = '2021-11-15T06:00:00Z';
const RUN_END_OF_DAY = new URL('./support/run-end-of-day.mjs', import.meta.url).pathname;

describe('scheduled jobs killed with SIGKILL mid-run', () => {
  const dataDir = join(process.cwd(), '.test-data', `faults-jobs-${process.pid}`);
  let server: ServerProcess | undefined;
  let port: number;
  let dbPort: number;
  let databaseUrl: string;

  beforeAll(async () => {
    [port, dbPort] = [await freePort(), await freePort()];
    databaseUrl = embeddedDatabaseUrl(dbPort);
    server = await startServer({ dataDir, port, dbPort });
    await readyAdmin(databaseUrl);
    await withClient(databaseUrl, async (client) => {
      await audited(client, 'user', `INSERT INTO users (name, email, password_hash, role, created_at)
        SELECT 'Fault Agent ' || n, 'fault.agent.' || n || '@example.com', 'x', 'agent', $2 FROM generate_series(1, $1::int) n`, [AGENTS, SINCE]);
      await audited(client, 'leave_type', `INSERT INTO leave_types (name, code, accrual_rate, accrual_unit, max_per_accrual_unit, created_at)
        VALUES ('Casual', 'CL', 1.5, 'month', 3, $1), ('Earned', 'EL', 12, 'year', 12, $1)`, [SINCE]);
    });
  }, 120_000);
  afterAll(() => cleanUp(server, dataDir), 60_000);

  it('monthly accrual: a run killed mid-way credits nothing; the run after the restart credits every period once', async () => {
    let cookie = await signIn(server!.url);
    const runAccrual = (session: string) => fetch(`${server!.url}/api/leave/run-monthly-accrual`, { method: 'POST', headers: { cookie: session } });
    await withClient(databaseUrl, async (client) => {
      const before = await relationSize(client, 'leave_ledger');
      const run = runAccrual(cookie).then((response) => `answered ${response.status}`, () => 'cut off');
      // pg_stat_activity keeps a statement's first 1 KB only: the accrual's INSERT comes after its CTEs, so match the
      // first one (the last period credited per pair), which only the accrual statement reads.
      await waitUntilWriting(client, '%max(period_start) AS last_credited%', 'leave_ledger', before);
      await killHard(server!);
      expect(await run).toBe('cut off');
    });

    server = await startServer({ dataDir, port, dbPort });
    await withClient(databaseUrl, async (client) => {
      expect((await client.query(`SELECT count(*)::int AS n FROM leave_ledger`)).rows[0].n).toBe(0);
    });
    cookie = await signIn(server.url);
    const rerun = await runAccrual(cookie);
    expect(rerun.status).toBe(200);
    const { credits } = await rerun.json();
    expect(await (await runAccrual(cookie)).json()).toEqual(expect.objectContaining({ credits: 0 }));

    await withClient(databaseUrl, async (client) => {
      const { rows: [expected] } = await client.query(
        `SELECT (SELECT count(*)::int FROM generate_series(date_trunc('month', $1::timestamptz AT TIME ZONE 'Asia/Kolkata'), now() AT TIME ZONE 'Asia/Kolkata', interval '1 month')) AS months,
                (SELECT count(*)::int FROM generate_series(date_trunc('year', $1::timestamptz AT TIME ZONE 'Asia/Kolkata'), now() AT TIME ZONE 'Asia/Kolkata', interval '1 year')) AS years`,
        [SINCE],
      );
      expect(credits).toBe(AGENTS * (expected.months + expected.years));
      const { rows: balances } = await client.query(
        `SELECT t.code, count(*)::int AS credits, count(DISTINCT (l.user_id, l.period_start))::int AS distinct_periods,
                min(b.balance)::float AS lowest, max(b.balance)::float AS highest
         FROM leave_ledger l JOIN leave_types t ON t.id = l.leave_type_id
         JOIN (SELECT user_id, leave_type_id, sum(amount) AS balance FROM leave_ledger GROUP BY 1, 2) b ON b.user_id = l.user_id AND b.leave_type_id = l.leave_type_id
         GROUP BY t.code ORDER BY t.code`,
      );
      expect(balances).toEqual([
        { code: 'CL', credits: AGENTS * expected.months, distinct_periods: AGENTS * expected.months, lowest: 1.5 * expected.months, highest: 1.5 * expected.months },
        // The yearly type's first year is prorated (DECISIONS "Yearly leave types"): created 15/11/2021, one whole
        // month (December) was left, so 12 × 1/12 = 1 day; every later year in full.
        { code: 'EL', credits: AGENTS * expected.years, distinct_periods: AGENTS * expected.years, lowest: 1 + 12 * (expected.years - 1), highest: 1 + 12 * (expected.years - 1) },
      ]);
    });
  }, 180_000);

  it('end of day: a run killed mid-way settles nothing; the next run settles every day exactly once', async () => {
    await withClient(databaseUrl, async (client) => {
      // Past days of every agent, none settled: even days checked out (stay present), odd days not (become half days).
      await audited(client, 'attendance', `INSERT INTO attendance_records (user_id, date, status, login_time, logout_time, attendance_count)
        SELECT u.id, d::date, 'present', d + time '04:00', CASE WHEN extract(day FROM d)::int % 2 = 0 THEN d + time '12:30' END, 1
        FROM users u CROSS JOIN generate_series(current_date - $1::int, current_date - 2, interval '1 day') d
        WHERE u.email LIKE 'fault.agent.%'`, [ATTENDANCE_DAYS + 1]);
    });
    const { rows: [open] } = await withClient(databaseUrl, (client) => client.query(
      `SELECT count(*)::int AS days, count(*) FILTER (WHERE logout_time IS NULL)::int AS unfinished FROM attendance_records`,
    ));
    expect(open.days).toBe(AGENTS * ATTENDANCE_DAYS);
    const options = { dataDir, port, dbPort, env: { DATABASE_URL: databaseUrl } };
    const settledBy = async (job: ServerProcess) => {
      const how = await job.exited;
      if (how !== '0') throw new Error(`The end-of-day run exited ${how}:\n${job.output()}`);
      return JSON.parse(job.output().trim().split('\n').pop()!).settled as number[];
    };

    // The run is held mid-statement by a row it must lock (another transaction holds the newest day), then killed:
    // its backend must give up the rows and the job's lock it holds for a client that is gone.
    await withClient(databaseUrl, async (blocker) => {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM attendance_records ORDER BY id DESC LIMIT 1 FOR UPDATE');
      await withClient(databaseUrl, async (client) => {
        const job = await spawnBuilt(RUN_END_OF_DAY, options);
        const runBackend = await waitForBackend(client, '%WITH open_days AS%', 'Lock').catch((error) => {
          throw new Error(`${error}\n${job.output()}`);
        });
        await killHard(job);
        await waitUntilGone(client, runBackend);
        expect((await client.query(`SELECT count(*)::int AS n FROM attendance_records WHERE day_closed`)).rows[0].n).toBe(0);
      });
      await blocker.query('ROLLBACK');
    });

    // The next run settles every day; the one after it finds none left.
    expect(await settledBy(await spawnBuilt(RUN_END_OF_DAY, { ...options, env: { ...options.env, RUNS: '2' } }))).toEqual([open.days, 0]);

    await withClient(databaseUrl, async (client) => {
      const { rows: [state] } = await client.query(
        `SELECT count(*) FILTER (WHERE NOT day_closed)::int AS open,
                count(*) FILTER (WHERE status = 'half_day')::int AS half_days,
                sum(attendance_count)::float AS counted,
                (SELECT count(*)::int FROM audit_log WHERE entity = 'attendance' AND action = 'end_of_day') AS audited,
                (SELECT count(DISTINCT entity_id)::int FROM audit_log WHERE entity = 'attendance' AND action = 'end_of_day') AS audited_days
         FROM attendance_records`,
      );
      expect(state).toEqual({
        open: 0,
        half_days: open.unfinished,
        counted: open.days - open.unfinished * 0.5,
        audited: open.unfinished,
        audited_days: open.unfinished,
      });
    });
  }, 180_000);
});
