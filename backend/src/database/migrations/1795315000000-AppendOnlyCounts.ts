import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A trigger-kept count table: its key columns and the statement-trigger functions that write it. */
interface CountTable {
  table: string;
  keys: string[];
  /** The unique constraint (or primary key) the upserts relied on, and how to restore it. */
  constraint: string;
  restore: string;
  functions: { name: string; body: (write: (source: string) => string) => string }[];
}

const FOLLOW_UP_HOUR = `floor(extract(epoch FROM next_follow_up) / 3600)::int`;
const ID_RANGE = `(id::bigint / 4096 + 1) * 4096`;

const COUNT_TABLES: CountTable[] = [
  {
    table: 'customer_counts',
    keys: ['lead_cycle_id', 'group_id', 'status', 'last_disposition_status'],
    constraint: '"UQ_customer_counts_key"',
    restore: 'UNIQUE NULLS NOT DISTINCT (lead_cycle_id, group_id, status, last_disposition_status)',
    functions: [
      {
        name: 'customer_counts_apply',
        body: (write) => `
          IF TG_OP = 'TRUNCATE' THEN
            TRUNCATE customer_counts;
            RETURN NULL;
          END IF;
          ${write(`SELECT lead_cycle_id, group_id, status, last_disposition_status, 1 AS delta FROM new_rows
                   UNION ALL SELECT lead_cycle_id, group_id, status, last_disposition_status, -1 FROM old_rows`)}`,
      },
      { name: 'customer_counts_insert', body: (write) => write('SELECT lead_cycle_id, group_id, status, last_disposition_status, 1 AS delta FROM new_rows') },
      { name: 'customer_counts_delete', body: (write) => write('SELECT lead_cycle_id, group_id, status, last_disposition_status, -1 AS delta FROM old_rows') },
    ],
  },
  {
    table: 'customer_id_ranges',
    keys: ['id_below'],
    constraint: 'customer_id_ranges_pkey',
    restore: 'PRIMARY KEY (id_below)',
    functions: [
      {
        name: 'customer_id_ranges_apply',
        body: (write) => `
          IF TG_OP = 'TRUNCATE' THEN
            TRUNCATE customer_id_ranges;
          ELSIF TG_OP = 'INSERT' THEN ${write(`SELECT ${ID_RANGE} AS id_below, 1 AS delta FROM new_rows`)}
          ELSE ${write(`SELECT ${ID_RANGE} AS id_below, -1 AS delta FROM old_rows`)}
          END IF;`,
      },
    ],
  },
  {
    table: 'customer_follow_up_hours',
    keys: ['status', 'follow_up_hour'],
    constraint: 'customer_follow_up_hours_pkey',
    restore: 'PRIMARY KEY (status, follow_up_hour)',
    functions: [
      {
        name: 'customer_follow_up_hours_apply',
        body: (write) => {
          const side = (rows: string, sign: number) =>
            `SELECT status, ${FOLLOW_UP_HOUR} AS follow_up_hour, ${sign} AS delta FROM ${rows} WHERE next_follow_up IS NOT NULL`;
          return `
          IF TG_OP = 'TRUNCATE' THEN
            TRUNCATE customer_follow_up_hours;
          ELSIF TG_OP = 'INSERT' THEN ${write(side('new_rows', 1))}
          ELSIF TG_OP = 'DELETE' THEN ${write(side('old_rows', -1))}
          ELSE ${write(`${side('new_rows', 1)} UNION ALL ${side('old_rows', -1)}`)}
          END IF;`;
        },
      },
    ],
  },
];

/** A statement's net change per key, from the trigger's `source` of (keys…, delta) rows. */
const netChanges = (table: CountTable, source: string) => {
  const positions = table.keys.map((_, i) => i + 1).join(', ');
  return { positions, select: `SELECT ${table.keys.join(', ')}, sum(delta) FROM (${source}) changes GROUP BY ${positions} HAVING sum(delta) <> 0` };
};

/** Appends a statement's net change per key as new rows: no row of the count table is ever updated by a write. */
const appendDeltas = (table: CountTable) => (source: string) =>
  `INSERT INTO ${table.table} (${table.keys.join(', ')}, n) ${netChanges(table, source).select};`;

/** The upsert the triggers did before (one row per key, locked by each writer until it commits, in key order). */
const upsertDeltas = (table: CountTable) => (source: string) => {
  const { positions, select } = netChanges(table, source);
  return `INSERT INTO ${table.table} AS kept (${table.keys.join(', ')}, n) ${select} ORDER BY ${positions}
          ON CONFLICT (${table.keys.join(', ')}) DO UPDATE SET n = kept.n + EXCLUDED.n;`;
};

const defineFunctions = async (queryRunner: QueryRunner, table: CountTable, write: (source: string) => string) => {
  for (const fn of table.functions) {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ${fn.name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${fn.body(write)}
        RETURN NULL;
      END $$`);
  }
};

/**
 * The count tables (customer_counts, customer_id_ranges, customer_follow_up_hours) become append-only: each write
 * statement's trigger inserts its net change per key as new rows instead of upserting one row per key. An upsert
 * locked that key's row until the writer committed, so an import's long transaction held the rows of every key it
 * touched and an agent's feedback on any customer with one of those keys waited for the whole import (or, with
 * keys taken in the other order, deadlocked with it). Readers already sum `n` per key; CountsCompactionService folds the
 * rows back to one per key every minute. Hand-written: TypeORM's generator cannot express triggers.
 */
export class AppendOnlyCounts1795315000000 implements MigrationInterface {
  name = 'AppendOnlyCounts1795315000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of COUNT_TABLES) {
      await queryRunner.query(`ALTER TABLE ${table.table} DROP CONSTRAINT ${table.constraint}`);
      await queryRunner.query(`CREATE INDEX "IDX_${table.table}_key" ON ${table.table} (${table.keys.join(', ')})`);
      await defineFunctions(queryRunner, table, appendDeltas(table));
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of COUNT_TABLES) {
      await queryRunner.query(`LOCK TABLE ${table.table} IN EXCLUSIVE MODE`);
      await queryRunner.query(`
        WITH gone AS (DELETE FROM ${table.table} RETURNING *)
        INSERT INTO ${table.table} (${table.keys.join(', ')}, n)
        SELECT ${table.keys.join(', ')}, sum(n) FROM gone GROUP BY ${table.keys.join(', ')} HAVING sum(n) <> 0`);
      await queryRunner.query(`DROP INDEX "IDX_${table.table}_key"`);
      await queryRunner.query(`ALTER TABLE ${table.table} ADD CONSTRAINT ${table.constraint} ${table.restore}`);
      await defineFunctions(queryRunner, table, upsertDeltas(table));
    }
  }
}
