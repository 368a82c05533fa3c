import type { MigrationInterface, QueryRunner } from 'typeorm';

import { ReportCounts1799400000000 } from './1799400000000-ReportCounts.js';

/**
 * The Reports' count tables again (issue 28, second pass), replacing those of ReportCounts1799400000000 (whose down()
 * drops them first). Frozen here: a migration is history, it imports no live code. What changed:
 *
 * - A `lending_partner` key everywhere (the client filter): the customer's lending partner as imported, a snapshot
 *   like the bucket (report_accounts.lending_partner).
 * - A `group_id` key on report_agent_counts and report_disposition_counts: the group of the customer the call,
 *   feedback, promise or payment was on, so a group's dispositions are those on its customers (not its agents'
 *   work). It follows the customer: moving a customer to another group moves its counts (the customers trigger).
 * - Payroll-month twins (`report_agent_payroll_counts`, `report_disposition_payroll_counts`,
 *   `report_present_payroll_counts`, keyed by the payroll month's first day, the 26th (23rd after February)): a payroll
 *   month, the period the agents' month and My month use, reads one row per key instead of its 31 days of rows and
 *   attendance records.
 *
 * The rest is as before: report_accounts (one row per customer, the allocation snapshot and the live account flags),
 * report_cycle_counts (report_accounts summed per key), the daily agent and disposition counts and their calendar-month
 * twins, worked days per month and user; append-only, folded by CountsCompactionService, rebuilt by
 * `reports_rebuild()` on a TRUNCATE of a source (also the backfill). Business days in the APP_TIMEZONE this ran with.
 */
const TIMEZONE = (process.env.APP_TIMEZONE ?? 'Asia/Kolkata').replace(/'/g, '');
const dayOf = (instant: string) => `(${instant} AT TIME ZONE '${TIMEZONE}')::date`;
const STATUS_RANK = (status: string) => `CASE ${status} WHEN 'overdue' THEN 0 WHEN 'partially_paid' THEN 1 WHEN 'paid' THEN 2 END`;

interface SumTable {
  table: string;
  keys: string[];
  sums: string[];
}

const CYCLE_COUNTS: SumTable = {
  table: 'report_cycle_counts',
  keys: ['lead_cycle_id', 'group_id', 'bucket', 'lending_partner'],
  sums: ['allocated', 'allocated_overdue', 'attempted', 'contacted', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected', 'resolved', 'rolled_back'],
};
const AGENT_COUNTS: SumTable = {
  table: 'report_agent_counts',
  keys: ['day', 'lead_cycle_id', 'agent_id', 'group_id', 'bucket', 'lending_partner'],
  sums: ['calls', 'answered', 'talk_seconds', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected'],
};
const DISPOSITION_COUNTS: SumTable = {
  table: 'report_disposition_counts',
  keys: ['day', 'lead_cycle_id', 'agent_id', 'group_id', 'bucket', 'lending_partner', 'contact_type', 'disposition_code', 'disposition_name'],
  sums: ['feedback', 'ptp', 'kept'],
};

/**
 * A source's rows as count-table rows: each column of the table from `columns` (a sum it does not name is 0), over
 * `from(rows)` (the source's rows under alias r, joined to what gives the other keys) and `where`.
 */
interface Feed {
  name: string;
  counts: SumTable;
  source: string;
  columns: Record<string, string>;
  from?: (rows: string) => string;
  where?: string;
}

const withAccount = (rows: string) => `${rows} r JOIN report_accounts ra ON ra.customer_id = r.customer_id`;
const accountKeys = { lead_cycle_id: 'ra.lead_cycle_id', agent_id: 'r.agent_id', group_id: 'ra.group_id', bucket: 'ra.bucket', lending_partner: 'ra.lending_partner' };

const DAILY_FEEDS: Feed[] = [
  {
    name: 'report_cycle_counts_from_accounts',
    counts: CYCLE_COUNTS,
    source: 'report_accounts',
    columns: {
      lead_cycle_id: 'r.lead_cycle_id', group_id: 'r.group_id', bucket: 'r.bucket', lending_partner: 'r.lending_partner', allocated: '1', allocated_overdue: 'r.overdue_at_allocation',
      attempted: 'r.attempted::int', contacted: 'r.contacted::int', rpc: 'r.rpc::int', ptp: 'r.ptp::int', ptp_amount: 'r.ptp_amount', kept: 'r.kept',
      kept_late: 'r.kept_late', broken: 'r.broken', collected: 'r.collected', resolved: 'r.resolved::int', rolled_back: 'r.rolled_back::int',
    },
    where: 'NOT r.deleted',
  },
  {
    name: 'report_agent_counts_from_calls',
    counts: AGENT_COUNTS,
    source: 'calls',
    columns: { day: dayOf('r.call_date_time'), ...accountKeys, calls: '1', answered: "(r.status = 'answered')::int", talk_seconds: 'r.duration' },
    from: withAccount,
  },
  {
    name: 'report_agent_counts_from_feedback',
    counts: AGENT_COUNTS,
    source: 'feedback',
    columns: { day: dayOf('r.created_at'), ...accountKeys, rpc: "(r.contact_type = 'RPC')::int" },
    from: withAccount,
  },
  {
    name: 'report_agent_counts_from_promises_made',
    counts: AGENT_COUNTS,
    source: 'promises',
    columns: { day: 'r.made_on', ...accountKeys, ptp: '1', ptp_amount: 'coalesce(r.promised_amount, 0)' },
    from: withAccount,
    where: "r.state <> 'cancelled'",
  },
  {
    name: 'report_agent_counts_from_promises_decided',
    counts: AGENT_COUNTS,
    source: 'promises',
    columns: {
      day: 'r.decided_on', ...accountKeys, kept: "(r.state = 'kept')::int", kept_late: "(r.state = 'kept_late')::int", broken: "(r.state = 'broken')::int",
    },
    from: withAccount,
    where: "r.state IN ('kept', 'kept_late', 'broken') AND r.decided_on IS NOT NULL",
  },
  {
    name: 'report_agent_counts_from_payments',
    counts: AGENT_COUNTS,
    source: 'payments',
    columns: { day: 'r.paid_date', ...accountKeys, agent_id: 'r.recorded_by', collected: 'r.total_paid_amount' },
    from: withAccount,
  },
  {
    name: 'report_disposition_counts_from_feedback',
    counts: DISPOSITION_COUNTS,
    source: 'feedback',
    columns: {
      day: dayOf('r.created_at'), ...accountKeys, contact_type: 'r.contact_type', disposition_code: 'r.disposition_code',
      disposition_name: 'r.disposition_name', feedback: '1',
    },
    from: withAccount,
  },
  {
    // A promise counts on its feedback's day and disposition (both fixed once written), for its own agent.
    name: 'report_disposition_counts_from_promises',
    counts: DISPOSITION_COUNTS,
    source: 'promises',
    columns: {
      day: dayOf('f.created_at'), ...accountKeys, contact_type: 'f.contact_type', disposition_code: 'f.disposition_code',
      disposition_name: 'f.disposition_name', ptp: '1', kept: "(r.state IN ('kept', 'kept_late'))::int",
    },
    from: (rows) => `${withAccount(rows)} JOIN feedback f ON f.id = r.feedback_id`,
    where: "r.state <> 'cancelled'",
  },
];

/** The last day of a month's payroll month: the 22nd in February, else the 25th (frozen copy of common/time/payroll-cycles.ts). */
const payrollLastDay = (day: string) => `CASE extract(month FROM ${day}) WHEN 2 THEN 22 ELSE 25 END`;
/** The first day of the payroll month of `day` (a date): the day after the previous payroll month's last day. */
const payrollMonthOf = (day: string) => `(CASE WHEN extract(day FROM ${day}) <= ${payrollLastDay(day)}
  THEN date_trunc('month', ${day} - interval '1 month')::date + ${payrollLastDay(`(${day} - interval '1 month')`)}
  ELSE date_trunc('month', ${day})::date + ${payrollLastDay(day)} END)`;

/**
 * The same per calendar month (`_month_counts`) and per payroll month (`_payroll_counts`), both keyed by the month's
 * first day (`month`): a year's report sums twelve months of rows instead of 365 days of them, a payroll month one.
 */
const twin = (suffix: string) => (counts: SumTable): SumTable => ({
  table: counts.table.replace(/_counts$/, `_${suffix}_counts`),
  keys: counts.keys.map((key) => (key === 'day' ? 'month' : key)),
  sums: counts.sums,
});
const TWINS: [string, (day: string) => string][] = [['month', (day) => `date_trunc('month', ${day})::date`], ['payroll', (day) => payrollMonthOf(`(${day})::date`)]];
const TWIN_FEEDS: Feed[] = TWINS.flatMap(([suffix, monthOf]) => DAILY_FEEDS.filter((feed) => feed.counts.keys.includes('day')).map(({ name, counts, columns: { day, ...columns }, ...feed }) => ({
  ...feed,
  name: name.replace(/_counts_from_/, `_${suffix}_counts_from_`),
  counts: twin(suffix)(counts),
  columns: { month: monthOf(day), ...columns },
})));
/** Attendance statuses of a worked day, and of a half-worked one (frozen copies of common/worked-days-sql.ts). */
const WORKED = `'present', 'half_day', 'half_day_requested', 'half_day_approved', 'double_pay_requested', 'double_pay_approved', 'double_pay_rejected', 'double_pay_half_day'`;
const HALF_WORKED = `'half_day', 'half_day_requested'`;
const PRESENT_FEEDS: Feed[] = TWINS.map(([suffix, monthOf]) => ({
  name: `report_present_${suffix}_counts_from_attendance`,
  counts: { table: `report_present_${suffix}_counts`, keys: ['month', 'user_id'], sums: ['days'] },
  source: 'attendance_records',
  columns: { month: monthOf('r.date'), user_id: 'r.user_id', days: `CASE WHEN r.status IN (${HALF_WORKED}) THEN 0.5 ELSE 1 END` },
  where: `r.status IN (${WORKED})`,
}));
const FEEDS = [...DAILY_FEEDS, ...TWIN_FEEDS, ...PRESENT_FEEDS];

const COUNT_TABLES = [...new Map(FEEDS.map((feed) => [feed.counts.table, feed.counts])).values()];

/** One row per key, as CountsCompactionService leaves them (the rebuild appends several per key). */
const fold = ({ table, keys, sums }: SumTable) => `
  WITH gone AS (DELETE FROM ${table} RETURNING *)
  INSERT INTO ${table} (${keys.join(', ')}, ${sums.join(', ')})
  SELECT ${keys.join(', ')}, ${sums.map((sum) => `sum(${sum})`).join(', ')} FROM gone GROUP BY ${keys.join(', ')}
  HAVING ${sums.map((sum) => `sum(${sum}) <> 0`).join(' OR ')};`;

/** A feed's rows with every column of its count table and a `sign` column. */
function signedRows(feed: Feed, rows: string, sign: number): string {
  const { keys, sums } = feed.counts;
  const columns = [...keys, ...sums].map((column) => `${feed.columns[column] ?? '0'} AS ${column}`);
  return `SELECT ${columns.join(', ')}, ${sign} AS sign FROM ${feed.from ? feed.from(rows) : `${rows} r`}${feed.where ? ` WHERE ${feed.where}` : ''}`;
}

/** SQL summing signed feed rows into new rows of the count table (a key whose sums are all 0 writes nothing). */
function appendSums(feed: Feed, source: string): string {
  const { table, keys, sums } = feed.counts;
  return `INSERT INTO ${table} (${keys.join(', ')}, ${sums.join(', ')})
    SELECT ${keys.join(', ')}, ${sums.map((sum) => `sum(${sum} * sign)`).join(', ')} FROM (${source}) changes
    GROUP BY ${keys.join(', ')} HAVING ${sums.map((sum) => `sum(${sum} * sign) <> 0`).join(' OR ')};`;
}

/** Statement triggers that append a feed's net change per key (a TRUNCATE of a source rebuilds: see reports_rebuild). */
async function createFeedTriggers(queryRunner: QueryRunner, feed: Feed): Promise<void> {
  const { name } = feed;
  await queryRunner.query(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${appendSums(feed, signedRows(feed, 'new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN ${appendSums(feed, signedRows(feed, 'old_rows', -1))}
      ELSE ${appendSums(feed, `${signedRows(feed, 'new_rows', 1)} UNION ALL ${signedRows(feed, 'old_rows', -1)}`)}
      END IF;
      RETURN NULL;
    END $$`);
  for (const [event, transitions] of TRANSITIONS) {
    await queryRunner.query(`CREATE TRIGGER ${name}_on_${event.toLowerCase()} AFTER ${event} ON ${feed.source} ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`);
  }
}

const TRANSITIONS = [
  ['INSERT', 'REFERENCING NEW TABLE AS new_rows'],
  ['UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['DELETE', 'REFERENCING OLD TABLE AS old_rows'],
] as const;

/** The live figures of the accounts `ids`, from their calls, feedback, promises and payments. */
const ACCOUNT_FIGURES = `
  SELECT ra.customer_id,
    EXISTS (SELECT 1 FROM calls c WHERE c.customer_id = ra.customer_id) AS attempted,
    EXISTS (SELECT 1 FROM calls c WHERE c.customer_id = ra.customer_id AND c.status = 'answered') AS contacted,
    EXISTS (SELECT 1 FROM feedback f WHERE f.customer_id = ra.customer_id AND f.contact_type = 'RPC') AS rpc,
    coalesce(p.made, 0) > 0 AS ptp, coalesce(p.amount, 0) AS ptp_amount, coalesce(p.kept, 0) AS kept, coalesce(p.kept_late, 0) AS kept_late,
    coalesce(p.broken, 0) AS broken,
    coalesce((SELECT sum(pay.total_paid_amount) FROM payments pay JOIN lead_cycles lc ON lc.id = ra.lead_cycle_id
      WHERE pay.customer_id = ra.customer_id AND pay.paid_date BETWEEN lc.lead_cycle_start_date AND lc.lead_cycle_end_date), 0) AS collected
  FROM report_accounts ra
  LEFT JOIN LATERAL (SELECT count(*) AS made, sum(coalesce(pr.promised_amount, 0)) AS amount, count(*) FILTER (WHERE pr.state = 'kept') AS kept,
      count(*) FILTER (WHERE pr.state = 'kept_late') AS kept_late, count(*) FILTER (WHERE pr.state = 'broken') AS broken
    FROM promises pr WHERE pr.customer_id = ra.customer_id AND pr.state <> 'cancelled') p ON true
  WHERE ra.customer_id = ANY (ids)`;
const LIVE = ['attempted', 'contacted', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected'];

const improved = (status: string, from: string) => `${STATUS_RANK(status)} > ${STATUS_RANK(from)}`;
/**
 * A customers UPDATE statement's effect on its accounts: the group follows the customer; resolved and rolled back,
 * once reached, stay. Run with EXECUTE so that each statement is planned for its own number of rows.
 */
const FOLLOW_CUSTOMERS = `UPDATE report_accounts ra SET group_id = n.group_id, resolved = ra.resolved OR n.status = 'paid',
    rolled_back = ra.rolled_back OR ${improved('n.status', 'ra.status_at_allocation')}
  FROM new_rows n WHERE ra.customer_id = n.id AND (ra.group_id IS DISTINCT FROM n.group_id OR (n.status = 'paid' AND NOT ra.resolved)
    OR (NOT ra.rolled_back AND ${improved('n.status', 'ra.status_at_allocation')}))`;
const quoted = (sql: string) => sql.replace(/'/g, "''");

/** The activity rows of the customers whose group this customers UPDATE statement changed. */
const movedRows = (source: string) => `(SELECT s.* FROM ${source} s WHERE s.customer_id IN (
  SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.group_id IS DISTINCT FROM o.group_id))`;
/** The feeds keyed by the customer's group: their counts move with a customer to its new group. */
const GROUP_FEEDS = () => FEEDS.filter((feed) => feed.source !== 'report_accounts' && feed.counts.keys.includes('group_id'));
/** SQL moving the moved customers' counts: out of the group (sign -1, before FOLLOW_CUSTOMERS) or into it (+1, after). */
const moveCounts = (sign: number) => GROUP_FEEDS().map((feed) => appendSums(feed, signedRows(feed, movedRows(feed.source), sign))).join('\n');

/** Sources whose changes refresh the live figures of the accounts they touch. */
const ACCOUNT_SOURCES = ['calls', 'feedback', 'promises', 'payments'];
const REBUILT_ON_TRUNCATE = ['customers', ...ACCOUNT_SOURCES, 'attendance_records'];
const DAILY_TABLES = ['report_agent_counts', 'report_disposition_counts'];
const ALL_TABLES = () => ['report_accounts', ...COUNT_TABLES.map((counts) => counts.table)];

export class ReportCountsByPartner1799700000000 implements MigrationInterface {
  name = 'ReportCountsByPartner1799700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await new ReportCounts1799400000000().down(queryRunner);
    await queryRunner.query(`
      CREATE TABLE report_accounts (customer_id integer PRIMARY KEY, lead_cycle_id integer NOT NULL, group_id integer, bucket text, lending_partner text,
        overdue_at_allocation numeric(14,2) NOT NULL, status_at_allocation text NOT NULL,
        attempted boolean NOT NULL DEFAULT false, contacted boolean NOT NULL DEFAULT false, rpc boolean NOT NULL DEFAULT false,
        ptp boolean NOT NULL DEFAULT false, ptp_amount numeric(16,2) NOT NULL DEFAULT 0, kept integer NOT NULL DEFAULT 0,
        kept_late integer NOT NULL DEFAULT 0, broken integer NOT NULL DEFAULT 0, collected numeric(16,2) NOT NULL DEFAULT 0,
        resolved boolean NOT NULL DEFAULT false, rolled_back boolean NOT NULL DEFAULT false, deleted boolean NOT NULL DEFAULT false)`);
    await queryRunner.query(`CREATE INDEX "IDX_report_accounts_cycle" ON report_accounts (lead_cycle_id)`);
    await queryRunner.query(`
      CREATE TABLE report_cycle_counts (lead_cycle_id integer NOT NULL, group_id integer, bucket text, lending_partner text, allocated bigint NOT NULL,
        allocated_overdue numeric NOT NULL, attempted bigint NOT NULL, contacted bigint NOT NULL, rpc bigint NOT NULL, ptp bigint NOT NULL,
        ptp_amount numeric NOT NULL, kept bigint NOT NULL, kept_late bigint NOT NULL, broken bigint NOT NULL, collected numeric NOT NULL,
        resolved bigint NOT NULL, rolled_back bigint NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_report_cycle_counts_key" ON report_cycle_counts (lead_cycle_id, group_id, bucket, lending_partner)`);
    await queryRunner.query(`
      CREATE TABLE report_agent_counts (day date NOT NULL, lead_cycle_id integer NOT NULL, agent_id integer, group_id integer, bucket text,
        lending_partner text, calls bigint NOT NULL, answered bigint NOT NULL, talk_seconds bigint NOT NULL, rpc bigint NOT NULL, ptp bigint NOT NULL,
        ptp_amount numeric NOT NULL, kept bigint NOT NULL, kept_late bigint NOT NULL, broken bigint NOT NULL, collected numeric NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE report_disposition_counts (day date NOT NULL, lead_cycle_id integer NOT NULL, agent_id integer, group_id integer, bucket text,
        lending_partner text, contact_type text NOT NULL, disposition_code text NOT NULL, disposition_name text NOT NULL, feedback bigint NOT NULL,
        ptp bigint NOT NULL, kept bigint NOT NULL)`);
    for (const table of DAILY_TABLES) {
      await queryRunner.query(`CREATE INDEX "IDX_${table}_key" ON ${table} (day, lead_cycle_id, agent_id)`);
      await queryRunner.query(`CREATE INDEX "IDX_${table}_cycle" ON ${table} (lead_cycle_id, day)`);
      for (const [suffix] of TWINS) {
        const twinTable = table.replace(/_counts$/, `_${suffix}_counts`);
        await queryRunner.query(`CREATE TABLE ${twinTable} (LIKE ${table})`);
        await queryRunner.query(`ALTER TABLE ${twinTable} RENAME COLUMN day TO month`);
        await queryRunner.query(`CREATE INDEX "IDX_${twinTable}_key" ON ${twinTable} (month, lead_cycle_id, agent_id)`);
        await queryRunner.query(`CREATE INDEX "IDX_${twinTable}_cycle" ON ${twinTable} (lead_cycle_id, month)`);
      }
    }
    for (const [suffix] of TWINS) {
      await queryRunner.query(`CREATE TABLE report_present_${suffix}_counts (month date NOT NULL, user_id integer NOT NULL, days numeric NOT NULL)`);
      await queryRunner.query(`CREATE INDEX "IDX_report_present_${suffix}_counts_key" ON report_present_${suffix}_counts (month, user_id)`);
    }

    await queryRunner.query(`
      CREATE FUNCTION report_accounts_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE report_accounts ra SET ${LIVE.map((column) => `${column} = live.${column}`).join(', ')}
        FROM (${ACCOUNT_FIGURES}) live
        WHERE ra.customer_id = live.customer_id AND (${LIVE.map((c) => `ra.${c}`).join(', ')}) IS DISTINCT FROM (${LIVE.map((c) => `live.${c}`).join(', ')});
      END $$`);
    // The customer's side: the snapshot on insert; on update the live group (moving the customer's counts with it)
    // and the sticky resolved/rolled-back flags.
    await queryRunner.query(`
      CREATE FUNCTION report_accounts_from_customers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO report_accounts (customer_id, lead_cycle_id, group_id, bucket, lending_partner, overdue_at_allocation, status_at_allocation, resolved)
          SELECT id, lead_cycle_id, group_id, month_beginning_bucket, lending_partner, coalesce(overdue_amount, 0), status, status = 'paid' FROM new_rows;
        ELSIF TG_OP = 'UPDATE' THEN
          IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.group_id IS DISTINCT FROM o.group_id) THEN
            ${moveCounts(-1)}
            EXECUTE '${quoted(FOLLOW_CUSTOMERS)}';
            ${moveCounts(1)}
          ELSE
            EXECUTE '${quoted(FOLLOW_CUSTOMERS)}';
          END IF;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE report_accounts SET deleted = true WHERE customer_id IN (SELECT id FROM old_rows);
        ELSE
          PERFORM reports_rebuild();
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION report_accounts_from_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN PERFORM report_accounts_refresh(ARRAY(SELECT DISTINCT customer_id FROM new_rows));
        ELSIF TG_OP = 'DELETE' THEN PERFORM report_accounts_refresh(ARRAY(SELECT DISTINCT customer_id FROM old_rows));
        ELSE PERFORM report_accounts_refresh(ARRAY(SELECT customer_id FROM new_rows UNION SELECT customer_id FROM old_rows));
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION report_accounts_from_lead_cycles() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM report_accounts_refresh(ARRAY(SELECT ra.customer_id FROM report_accounts ra WHERE ra.lead_cycle_id IN (
          SELECT id FROM (SELECT id, lead_cycle_start_date, lead_cycle_end_date FROM new_rows
            EXCEPT SELECT id, lead_cycle_start_date, lead_cycle_end_date FROM old_rows) moved)));
        RETURN NULL;
      END $$`);
    // The backfill, and what a TRUNCATE of a source does: the snapshot from today's values (the allocation status of
    // an account already there is taken as overdue), then every figure from the sources.
    await queryRunner.query(`
      CREATE FUNCTION reports_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE ${ALL_TABLES().join(', ')};
        INSERT INTO report_accounts (customer_id, lead_cycle_id, group_id, bucket, lending_partner, overdue_at_allocation, status_at_allocation, resolved, rolled_back)
        SELECT id, lead_cycle_id, group_id, month_beginning_bucket, lending_partner, coalesce(overdue_amount, 0), 'overdue', status = 'paid', status <> 'overdue' FROM customers;
        PERFORM report_accounts_refresh(ARRAY(SELECT customer_id FROM report_accounts));
        ${FEEDS.filter((feed) => feed.source !== 'report_accounts').map((feed) => appendSums(feed, signedRows(feed, feed.source, 1))).join('\n')}
        ${COUNT_TABLES.map(fold).join('\n')}
      END $$`);

    for (const [event, transitions] of TRANSITIONS) {
      const on = event.toLowerCase();
      await queryRunner.query(`CREATE TRIGGER report_accounts_on_${on} AFTER ${event} ON customers ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION report_accounts_from_customers()`);
      for (const source of ACCOUNT_SOURCES) {
        await queryRunner.query(`CREATE TRIGGER report_accounts_${source}_on_${on} AFTER ${event} ON ${source} ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION report_accounts_from_activity()`);
      }
    }
    for (const source of REBUILT_ON_TRUNCATE) {
      await queryRunner.query(`CREATE TRIGGER reports_rebuild_on_truncate AFTER TRUNCATE ON ${source} FOR EACH STATEMENT EXECUTE FUNCTION report_accounts_from_customers()`);
    }
    await queryRunner.query(`CREATE TRIGGER report_accounts_lead_cycles_on_update AFTER UPDATE ON lead_cycles ${TRANSITIONS[1][1]}
      FOR EACH STATEMENT EXECUTE FUNCTION report_accounts_from_lead_cycles()`);
    for (const feed of FEEDS) await createFeedTriggers(queryRunner, feed);

    for (const table of [...REBUILT_ON_TRUNCATE, 'lead_cycles']) await queryRunner.query(`LOCK TABLE ${table} IN SHARE MODE`);
    await queryRunner.query(`SELECT reports_rebuild()`);
    for (const table of ALL_TABLES()) await queryRunner.query(`ANALYZE ${table}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const feed of FEEDS) {
      for (const [event] of TRANSITIONS) await queryRunner.query(`DROP TRIGGER ${feed.name}_on_${event.toLowerCase()} ON ${feed.source}`);
      await queryRunner.query(`DROP FUNCTION ${feed.name}()`);
    }
    await queryRunner.query(`DROP TRIGGER report_accounts_lead_cycles_on_update ON lead_cycles`);
    for (const source of REBUILT_ON_TRUNCATE) await queryRunner.query(`DROP TRIGGER reports_rebuild_on_truncate ON ${source}`);
    for (const [event] of TRANSITIONS) {
      const on = event.toLowerCase();
      await queryRunner.query(`DROP TRIGGER report_accounts_on_${on} ON customers`);
      for (const source of ACCOUNT_SOURCES) await queryRunner.query(`DROP TRIGGER report_accounts_${source}_on_${on} ON ${source}`);
    }
    for (const fn of ['reports_rebuild()', 'report_accounts_from_lead_cycles()', 'report_accounts_from_activity()', 'report_accounts_from_customers()', 'report_accounts_refresh(integer[])']) {
      await queryRunner.query(`DROP FUNCTION ${fn}`);
    }
    await queryRunner.query(`DROP TABLE ${ALL_TABLES().reverse().join(', ')}`);
    await new ReportCounts1799400000000().up(queryRunner);
  }
}
