import type { PoolClient, QueryResultRow } from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * Runs `text` as a named prepared statement on a connection of TypeORM's pool (the manager's own connection inside a
 * transaction): PostgreSQL parses it once per connection instead of at every execution, and after five executions
 * may keep a generic plan (plan_cache_mode auto). Only for statements measured to pay (docs/performance.md "Prepared
 * statements (issue 27)"): planning must be a real share of their time and the generic plan no worse for any viewer.
 * A name stands for one text: the driver refuses the same name with another text on a connection that has it.
 */
export async function preparedQuery<Row extends QueryResultRow>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  const client = (await runner.connect()) as PoolClient;
  try {
    return (await client.query<Row>({ name, text, values })).rows;
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
