import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Reports' count tables (issue 28). Frozen here: a migration is history, it imports no live code.
 *
 * - `report_accounts`: one row per customer. The allocation snapshot (bucket, overdue, status) is taken by the
 *   customers INSERT trigger, so inside the import's commit transaction, and later edits of the customer do not
 *   rewrite it. The live part: the customer's group, whether the account was ever attempted, contacted, reached
 *   (RPC) or promised, its promise sums, what it paid in its cycle's window, and whether it ever reached paid
 *   (resolved) or a better status than at allocation (rolled back). Calls, feedback, promises and payments refresh
 *   the accounts they touch (a few index lookups per account).
 *   A deleted customer's row stays, marked `deleted` (out of the cycle counts): the cascaded deletes of their calls,
 *   feedback and payments may fire their triggers after the customers statement's, and still find their keys in it.
 * - `report_cycle_counts`: report_accounts summed per (lead cycle, group, bucket): the cycle report reads a few rows.
 * - `report_agent_counts`: calls, answered calls, talk time, RPC feedback, promises made, promises decided and
 *   payments recorded per (business day, lead cycle, agent, bucket).
 * - `report_disposition_counts`: feedback per disposition, and the promises made from it, per (day of the feedback,
 *   lead cycle, agent, bucket).
 * - `report_agent_month_counts` and `report_disposition_month_counts`: the same two per calendar month.
 * - `report_present_month_counts`: worked days (attendance) per calendar month and user (a half day 0.5).
 *
 * The count tables are append-only (a statement's net change per key, like AppendOnlyCounts) and folded by
 * CountsCompactionService. A TRUNCATE of any source rebuilds everything with `reports_rebuild()`, which is also the
 * backfill. Business days are taken in the APP_TIMEZONE this migration ran with.
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
  keys: ['lead_cycle_id', 'group_id', 'bucket'],
  sums: ['allocated', 'allocated_overdue', 'attempted', 'contacted', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected', 'resolved', 'rolled_back'],
};
const AGENT_COUNTS: SumTable = {
  table: 'report_agent_counts',
  keys: ['day', 'lead_cycle_id', 'agent_id', 'bucket'],
  sums: ['calls', 'answered', 'talk_seconds', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected'],
};
const DISPOSITION_COUNTS: SumTable = {
  table: 'report_disposition_counts',
  keys: ['day', 'lead_cycle_id', 'agent_id', 'bucket', 'contact_type', 'disposition_code', 'disposition_name'],
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
const accountKeys = { lead_cycle_id: 'ra.lead_cycle_id', agent_id: 'r.agent_id', bucket: 'ra.bucket' };

const DAILY_FEEDS: Feed[] = [
  {
    name: 'report_cycle_counts_from_accounts',
    counts: CYCLE_COUNTS,
    source: 'report_accounts',
    columns: {
      lead_cycle_id: 'r.lead_cycle_id', group_id: 'r.group_id', bucket: 'r.bucket', allocated: '1', allocated_overdue: 'r.overdue_at_allocation',
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

/**
 * The same per calendar month (`report_agent_month_counts`, `report_disposition_month_counts`): a year's report sums
 * twelve months of rows instead of 365 days of them, and reads days only for the partial months at its edges.
 */
const monthly = (counts: SumTable): SumTable => ({
  table: counts.table.replace(/_counts$/, '_month_counts'),
  keys: counts.keys.map((key) => (key === 'day' ? 'month' : key)),
  sums: counts.sums,
});
const MONTHLY_FEEDS: Feed[] = DAILY_FEEDS.filter((feed) => feed.counts.keys.includes('day')).map(({ name, counts, columns: { day, ...columns }, ...feed }) => ({
  ...feed,
  name: name.replace(/_counts_from_/, '_month_counts_from_'),
  counts: monthly(counts),
  columns: { month: `date_trunc('month', ${day})::date`, ...columns },
}));
/** Attendance statuses of a worked day, and of a half-worked one (frozen copies of common/worked-days-sql.ts). */
const WORKED = `'present', 'half_day', 'half_day_requested', 'half_day_approved', 'double_pay_requested', 'double_pay_approved', 'double_pay_rejected', 'double_pay_half_day'`;
const HALF_WORKED = `'half_day', 'half_day_requested'`;
const PRESENT_FEED: Feed = {
  name: 'report_present_month_counts_from_attendance',
  counts: { table: 'report_present_month_counts', keys: ['month', 'user_id'], sums: ['days'] },
  source: 'attendance_records',
  columns: { month: "date_trunc('month', r.date)::date", user_id: 'r.user_id', days: `CASE WHEN r.status IN (${HALF_WORKED}) THEN 0.5 ELSE 1 END` },
  where: `r.status IN (${WORKED})`,
};
const FEEDS = [...DAILY_FEEDS, ...MONTHLY_FEEDS, PRESENT_FEED];

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

/** Sources whose changes refresh the live figures of the accounts they touch. */
const ACCOUNT_SOURCES = ['calls', 'feedback', 'promises', 'payments'];
const REBUILT_ON_TRUNCATE = ['customers', ...ACCOUNT_SOURCES, 'attendance_records'];

export class ReportCounts1799400000000 implements MigrationInterface {
  name = 'ReportCounts1799400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE report_accounts (customer_id integer PRIMARY KEY, lead_cycle_id integer NOT NULL, group_id integer, bucket text,
        overdue_at_allocation numeric(14,2) NOT NULL, status_at_allocation text NOT NULL,
        attempted boolean NOT NULL DEFAULT false, contacted boolean NOT NULL DEFAULT false, rpc boolean NOT NULL DEFAULT false,
        ptp boolean NOT NULL DEFAULT false, ptp_amount numeric(16,2) NOT NULL DEFAULT 0, kept integer NOT NULL DEFAULT 0,
        kept_late integer NOT NULL DEFAULT 0, broken integer NOT NULL DEFAULT 0, collected numeric(16,2) NOT NULL DEFAULT 0,
        resolved boolean NOT NULL DEFAULT false, rolled_back boolean NOT NULL DEFAULT false, deleted boolean NOT NULL DEFAULT false)`);
    await queryRunner.query(`CREATE INDEX "IDX_report_accounts_cycle" ON report_accounts (lead_cycle_id)`);
    await queryRunner.query(`
      CREATE TABLE report_cycle_counts (lead_cycle_id integer NOT NULL, group_id integer, bucket text, allocated bigint NOT NULL,
        allocated_overdue numeric NOT NULL, attempted bigint NOT NULL, contacted bigint NOT NULL, rpc bigint NOT NULL, ptp bigint NOT NULL,
        ptp_amount numeric NOT NULL, kept bigint NOT NULL, kept_late bigint NOT NULL, broken bigint NOT NULL, collected numeric NOT NULL,
        resolved bigint NOT NULL, rolled_back bigint NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_report_cycle_counts_key" ON report_cycle_counts (lead_cycle_id, group_id, bucket)`);
    await queryRunner.query(`
      CREATE TABLE report_agent_counts (day date NOT NULL, lead_cycle_id integer NOT NULL, agent_id integer, bucket text, calls bigint NOT NULL,
        answered bigint NOT NULL, talk_seconds bigint NOT NULL, rpc bigint NOT NULL, ptp bigint NOT NULL, ptp_amount numeric NOT NULL,
        kept bigint NOT NULL, kept_late bigint NOT NULL, broken bigint NOT NULL, collected numeric NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_report_agent_counts_key" ON report_agent_counts (day, lead_cycle_id, agent_id, bucket)`);
    await queryRunner.query(`CREATE INDEX "IDX_report_agent_counts_cycle" ON report_agent_counts (lead_cycle_id, day)`);
    await queryRunner.query(`
      CREATE TABLE report_disposition_counts (day date NOT NULL, lead_cycle_id integer NOT NULL, agent_id integer, bucket text,
        contact_type text NOT NULL, disposition_code text NOT NULL, disposition_name text NOT NULL, feedback bigint NOT NULL, ptp bigint NOT NULL,
        kept bigint NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_report_disposition_counts_key" ON report_disposition_counts (day, lead_cycle_id, agent_id, bucket)`);
    for (const table of ['report_agent_counts', 'report_disposition_counts']) {
      const month = table.replace(/_counts$/, '_month_counts');
      await queryRunner.query(`CREATE TABLE ${month} (LIKE ${table})`);
      await queryRunner.query(`ALTER TABLE ${month} RENAME COLUMN day TO month`);
      await queryRunner.query(`CREATE INDEX "IDX_${month}_key" ON ${month} (month, lead_cycle_id, agent_id, bucket)`);
      await queryRunner.query(`CREATE INDEX "IDX_${month}_cycle" ON ${month} (lead_cycle_id, month)`);
    }
    await queryRunner.query(`CREATE TABLE report_present_month_counts (month date NOT NULL, user_id integer NOT NULL, days numeric NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_report_present_month_counts_key" ON report_present_month_counts (month, user_id)`);

    await queryRunner.query(`
      CREATE FUNCTION report_accounts_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE report_accounts ra SET ${LIVE.map((column) => `${column} = live.${column}`).join(', ')}
        FROM (${ACCOUNT_FIGURES}) live
        WHERE ra.customer_id = live.customer_id AND (${LIVE.map((c) => `ra.${c}`).join(', ')}) IS DISTINCT FROM (${LIVE.map((c) => `live.${c}`).join(', ')});
      END $$`);
    // The customer's side: the snapshot on insert, the live group and the sticky resolved/rolled-back flags on update.
    await queryRunner.query(`
      CREATE FUNCTION report_accounts_from_customers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO report_accounts (customer_id, lead_cycle_id, group_id, bucket, overdue_at_allocation, status_at_allocation, resolved)
          SELECT id, lead_cycle_id, group_id, month_beginning_bucket, coalesce(overdue_amount, 0), status, status = 'paid' FROM new_rows;
        ELSIF TG_OP = 'UPDATE' THEN
          EXECUTE '${quoted(FOLLOW_CUSTOMERS)}';
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
        TRUNCATE report_accounts, report_cycle_counts, report_agent_counts, report_disposition_counts, report_agent_month_counts, report_disposition_month_counts, report_present_month_counts;
        INSERT INTO report_accounts (customer_id, lead_cycle_id, group_id, bucket, overdue_at_allocation, status_at_allocation, resolved, rolled_back)
        SELECT id, lead_cycle_id, group_id, month_beginning_bucket, coalesce(overdue_amount, 0), 'overdue', status = 'paid', status <> 'overdue' FROM customers;
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
    for (const table of ['report_accounts', 'report_cycle_counts', 'report_agent_counts', 'report_disposition_counts', 'report_agent_month_counts', 'report_disposition_month_counts', 'report_present_month_counts']) {
      await queryRunner.query(`ANALYZE ${table}`);
    }
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
    await queryRunner.query(`DROP TABLE report_present_month_counts, report_disposition_month_counts, report_agent_month_counts, report_disposition_counts, report_agent_counts, report_cycle_counts, report_accounts`);
  }
}
