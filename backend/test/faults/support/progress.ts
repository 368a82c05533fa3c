import type pg from 'pg';

/**
 * Waits until a statement matching `statement` (a LIKE pattern) is running and has grown `table` past `sizeBefore`
 * bytes: the job is surely mid-way (rows written, nothing committed). Polls; fails after `timeoutMs`.
 */
export async function waitUntilWriting(client: pg.Client, statement: string, table: string, sizeBefore: number, timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const { rows: [row] } = await client.query(
      `SELECT pg_relation_size($2::regclass)::bigint AS size,
              EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()) AS running`,
      [statement, table],
    );
    if (row.running && Number(row.size) > sizeBefore) return Number(row.size);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No statement like ${statement} was seen writing ${table}`);
}

export async function relationSize(client: pg.Client, table: string): Promise<number> {
  const { rows: [row] } = await client.query('SELECT pg_relation_size($1::regclass)::bigint AS size', [table]);
  return Number(row.size);
}

/** The pid of the backend running a statement like `statement`, once it waits on `waitEventType` (e.g. a row lock). */
export async function waitForBackend(client: pg.Client, statement: string, waitEventType: string, timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const { rows } = await client.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE $1 AND wait_event_type = $2 AND pid <> pg_backend_pid()`,
      [statement, waitEventType],
    );
    if (rows.length > 0) return rows[0].pid as number;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No statement like ${statement} was seen waiting on ${waitEventType}`);
}

/**
 * Waits until a backend is gone (its transaction rolled back, its locks released). `limitMs` only keeps a failure
 * from hanging the run: a backend that outlives its dead client is the defect.
 */
export async function waitUntilGone(client: pg.Client, pid: number, limitMs = 30_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    const { rowCount } = await client.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
    if (rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Backend ${pid} still runs (and holds its locks) ${limitMs / 1000} s after its client was killed`);
}
