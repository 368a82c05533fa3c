// Bench data written straight to audited tables commits only with an audit row of its transaction (the audit trigger).
export const systemAuditRow = (entity) => `INSERT INTO audit_log (at, entity, entity_id, action) VALUES (now(), '${entity}', 'bench', 'seed')`;

/** One statement in its own transaction with the system audit row for its entity (or each of several, for cascades). */
export async function auditedQuery(client, entity, sql, params) {
  await client.query('BEGIN');
  try {
    for (const each of [entity].flat()) await client.query(systemAuditRow(each));
    const result = await client.query(sql, params);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
