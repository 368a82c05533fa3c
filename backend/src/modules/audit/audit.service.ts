import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditEntity } from '@crm/shared';
import type { EntityManager } from 'typeorm';
import { currentActor, type RequestActor } from '../../common/http/request-context.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { diffChanges } from './audit-changes.js';

export type { AuditAction, AuditEntity } from '@crm/shared';

export interface AuditChange {
  entity: AuditEntity;
  entityId: string | number;
  /** One of the actions the trail has words for (@crm/shared's AUDIT_ACTION_LABELS). */
  action: AuditAction;
  /** The record before and after: only differing fields are stored; secrets only as a "changed" marker. */
  before?: object | null;
  after?: object | null;
  /** Extra facts stored as they are (counts of an import, ids moved), beside the field changes. */
  facts?: Record<string, unknown>;
  reason?: string | null;
  /** Jobs and seeds: who acts when there is no request (null user: the system). */
  actor?: RequestActor;
}

/** The only writer of `audit_log`: one row per change, inside the caller's transaction. */
@Injectable()
export class AuditService {
  constructor(private readonly clock: BusinessClock) {}

  record(manager: EntityManager, change: AuditChange): Promise<void> {
    return writeAuditRows(manager, [change], this.clock.now());
  }

  /** Several changes of one action (a bulk assign, a deleted lead's rows) in one statement. */
  recordAll(manager: EntityManager, changes: AuditChange[]): Promise<void> {
    return writeAuditRows(manager, changes, this.clock.now());
  }
}

/** Also what the seeds call (they run before the application's services exist). One INSERT for all the rows. */
export async function writeAuditRows(manager: EntityManager, changes: AuditChange[], at: Date): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map((change) => {
    const actor = change.actor ?? currentActor() ?? { userId: null, ip: null };
    const fields = diffChanges(change.before, change.after);
    for (const [field, value] of Object.entries(change.facts ?? {})) fields[field] = { before: null, after: value ?? null };
    return { actor, change, fields };
  });
  await manager.query(
    `INSERT INTO audit_log (at, actor_id, actor_ip, entity, entity_id, action, changes, reason, actor_key_id)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::text[], $9::int[])`,
    [
      at,
      rows.map((row) => row.actor.userId),
      rows.map((row) => row.actor.ip),
      rows.map((row) => row.change.entity),
      rows.map((row) => String(row.change.entityId)),
      rows.map((row) => row.change.action),
      rows.map((row) => JSON.stringify(row.fields)),
      rows.map((row) => row.change.reason ?? null),
      rows.map((row) => row.actor.keyId ?? null),
    ],
  );
}
