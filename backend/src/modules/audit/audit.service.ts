import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { currentActor, type RequestActor } from '../../common/http/request-context.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { diffChanges } from './audit-changes.js';

export const AUDIT_ENTITIES = [
  'customer',
  'customer_import',
  'call',
  'feedback',
  'user',
  'setting',
  'disposition_list',
  'disposition_status',
  'lead_cycle',
  'group',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditChange {
  entity: AuditEntity;
  entityId: string | number;
  action: string;
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

  async record(manager: EntityManager, change: AuditChange): Promise<void> {
    await writeAuditRow(manager, change, this.clock.now());
  }
}

/** Also what the seeds call (they run before the application's services exist). */
export async function writeAuditRow(manager: EntityManager, change: AuditChange, at: Date): Promise<void> {
  const actor = change.actor ?? currentActor() ?? { userId: null, ip: null };
  const changes = diffChanges(change.before, change.after);
  for (const [field, value] of Object.entries(change.facts ?? {})) changes[field] = { before: null, after: value ?? null };
  await manager.query(
    `INSERT INTO audit_log (at, actor_id, actor_ip, entity, entity_id, action, changes, reason) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [at, actor.userId, actor.ip, change.entity, String(change.entityId), change.action, JSON.stringify(changes), change.reason ?? null],
  );
}
