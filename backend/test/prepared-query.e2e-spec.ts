import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { preparedQuery } from '../src/common/database/prepared-query.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/** Issue 27: a named statement on TypeORM's pool, and on a transaction's own connection. */
describe('preparedQuery', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("prepares the statement by its name on the transaction's connection, and answers its rows", async () => {
    await t.dataSource.transaction(async (manager) => {
      const rows = await preparedQuery<{ n: number }>(manager, 'test-prepared-sum', 'SELECT $1::int + 1 AS n', [41]);
      expect(rows).toEqual([{ n: 42 }]);
      const prepared = await manager.query(`SELECT statement FROM pg_prepared_statements WHERE name = 'test-prepared-sum'`);
      expect(prepared).toEqual([{ statement: 'SELECT $1::int + 1 AS n' }]);
      expect(await preparedQuery(manager, 'test-prepared-sum', 'SELECT $1::int + 1 AS n', [1])).toEqual([{ n: 2 }]);
    });
  });

  it('outside a transaction takes a connection of the pool and gives it back', async () => {
    const pool = (t.dataSource.driver as unknown as { master: { idleCount: number; totalCount: number } }).master;
    const rows = await Promise.all(Array.from({ length: 20 }, (_, i) => preparedQuery<{ n: number }>(t.dataSource.manager, 'test-prepared-double', 'SELECT $1::int * 2 AS n', [i])));
    expect(rows.map(([row]) => row.n)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});
