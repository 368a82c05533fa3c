import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditEntity } from '../../src/modules/audit/audit.service.js';

/**
 * Test data written straight to the tables commits only with an audit row (the audit trigger), so fixtures write a
 * system row for the entity in the same transaction.
 */
export function audited<T>(dataSource: DataSource, entity: AuditEntity, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    await manager.query(fixtureAuditRow(entity));
    return work(manager);
  });
}

/** One statement of raw SQL as audited test data. */
export function auditedQuery<T = unknown>(dataSource: DataSource, entity: AuditEntity, sql: string, params?: unknown[]): Promise<T> {
  return audited(dataSource, entity, (manager) => manager.query(sql, params));
}

/** One statement as audited test data through a plain `pg` client (tests that run the server as a process). */
export async function auditedClientQuery(client: pg.Client, entity: AuditEntity, sql: string, params: unknown[] = []): Promise<void> {
  await client.query('BEGIN');
  await client.query(fixtureAuditRow(entity));
  await client.query(sql, params);
  await client.query('COMMIT');
}

/** The same system row, for a transaction a test drives itself. */
export const fixtureAuditRow = (entity: AuditEntity) => `INSERT INTO audit_log (at, entity, entity_id, action) VALUES (now(), '${entity}', 'fixture', 'fixture')`;
export const AUDIT_FIXTURE_ROW = fixtureAuditRow('customer');
