import type { QueryRunner } from 'typeorm';

/**
 * A count table kept exact by statement triggers on its source table that append each statement's net change per
 * key (the AppendOnlyCounts design: writers never wait on each other's count rows; CountsCompactionService folds the
 * rows). The count table itself (its columns and index) is the migration's to create.
 */
export interface AppendOnlyCounts {
  /** The count table: the `keys` columns and `n`. */
  table: string;
  /** The table whose rows it counts. */
  source: string;
  /** The key columns, comma-separated. */
  keys: string;
  /** A row's key values, a select list over the source's columns whose names (or aliases) are the keys. */
  values: string;
  /** The rows counted (SQL over the source's columns); every row when absent. */
  where?: string;
}

/** The statements the counts follow, and the changed rows each one's trigger sees. */
const EVENTS = [
  ['insert', 'REFERENCING NEW TABLE AS new_rows'],
  ['update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'REFERENCING OLD TABLE AS old_rows'],
  ['truncate', ''],
] as const;

const rowsOf = ({ values, where }: AppendOnlyCounts, rows: string) => `SELECT ${values} FROM ${rows}${where ? ` WHERE ${where}` : ''}`;

/** Creates the trigger function and the source's four statement triggers, then counts the rows already there. */
export async function createAppendOnlyCounts(queryRunner: QueryRunner, counts: AppendOnlyCounts): Promise<void> {
  const { table, source, keys } = counts;
  const side = (rows: 'new_rows' | 'old_rows', sign: '' | '-') => `SELECT *, ${sign}1 AS delta FROM (${rowsOf(counts, rows)}) ${rows}`;
  const append = (changes: string) => `INSERT INTO ${table} (${keys}, n) SELECT ${keys}, sum(delta) FROM (${changes}) changes GROUP BY ${keys} HAVING sum(delta) <> 0;`;
  await queryRunner.query(`
    CREATE FUNCTION ${table}_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        TRUNCATE ${table};
      ELSIF TG_OP = 'INSERT' THEN ${append(side('new_rows', ''))}
      ELSIF TG_OP = 'DELETE' THEN ${append(side('old_rows', '-'))}
      ELSE ${append(`${side('new_rows', '')} UNION ALL ${side('old_rows', '-')}`)}
      END IF;
      RETURN NULL;
    END $$`);
  for (const [event, transitions] of EVENTS) {
    await queryRunner.query(`CREATE TRIGGER ${table}_on_${event} AFTER ${event.toUpperCase()} ON ${source} ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_apply()`);
  }
  await queryRunner.query(`LOCK TABLE ${source} IN SHARE MODE`);
  await queryRunner.query(`INSERT INTO ${table} (${keys}, n) SELECT ${keys}, count(*) FROM (${rowsOf(counts, source)}) counted GROUP BY ${keys}`);
}

/** Drops what createAppendOnlyCounts made (the count table is the migration's to drop). */
export async function dropAppendOnlyCounts(queryRunner: QueryRunner, { table, source }: AppendOnlyCounts): Promise<void> {
  for (const [event] of EVENTS) await queryRunner.query(`DROP TRIGGER ${table}_on_${event} ON ${source}`);
  await queryRunner.query(`DROP FUNCTION ${table}_apply()`);
}
