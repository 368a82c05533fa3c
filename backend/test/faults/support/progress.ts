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
              EXISTS (SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()) AS running`,
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
