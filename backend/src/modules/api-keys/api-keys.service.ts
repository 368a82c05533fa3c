import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { FieldValidationException } from '../../common/http/validation.js';
import { apiKeyActorName, type ApiKeyPrincipal } from '../../common/security/api-key-principal.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuditService } from '../audit/audit.service.js';
import { API_KEY_SELECT, statusOf, toApiKeyDto, type ApiKeyRow } from './api-key-rows.js';
import { formatToken, hashSecret, newKeyId, newSecret, parseToken, publicPrefix, secretMatches } from './api-key-token.js';
import { ApiKeysErrors } from './api-keys.errors.js';
import { type ApiKeyDto, type CreateApiKeyDto, type CreatedApiKeyDto, DEFAULT_RATE_LIMIT_PER_MINUTE } from './dto/api-key.dto.js';

/** Last-used is written at most this often per key (and whenever the address changes): one write, not one per call. */
const LAST_USED_RESOLUTION_SECONDS = 10;

/** Issues, lists, revokes and rotates API keys, and checks the key a bearer request presents. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<ApiKeyDto[]> {
    const rows: ApiKeyRow[] = await this.dataSource.query(`${API_KEY_SELECT} ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC, k.id DESC`);
    const now = this.clock.now();
    return rows.map((row) => toApiKeyDto(row, now));
  }

  async create(dto: CreateApiKeyDto, caller: SessionUser): Promise<CreatedApiKeyDto> {
    const now = this.clock.now();
    const expiresAt = dto.expires_at ? new Date(dto.expires_at) : null;
    if (expiresAt && expiresAt <= now) throw new FieldValidationException({ expires_at: 'expires_at must be in the future' });
    const [keyId, secret] = [newKeyId(), newSecret()];
    const row = await this.dataSource.transaction(async (manager) => {
      const [{ id }] = await manager.query(
        `INSERT INTO api_keys (key_id, name, scopes, secret_hash, expires_at, rate_limit_per_minute, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [keyId, dto.name, dto.scopes, hashSecret(secret), expiresAt, dto.rate_limit_per_minute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, caller.id, now],
      );
      const created = await this.read(manager, id);
      await this.audit.record(manager, { entity: 'api_key', entityId: id, action: 'create', after: auditedFields(created) });
      return created;
    });
    return { ...toApiKeyDto(row, now), key: formatToken(keyId, secret) };
  }

  async revoke(id: number): Promise<ApiKeyDto> {
    const now = this.clock.now();
    const row = await this.dataSource.transaction(async (manager) => {
      const before = await this.read(manager, id, true);
      if (before.revoked_at) return before;
      await manager.query(`UPDATE api_keys SET revoked_at = $2 WHERE id = $1`, [id, now]);
      await this.audit.record(manager, { entity: 'api_key', entityId: id, action: 'revoke', before: { status: statusOf(before, now) }, after: { status: 'revoked' } });
      return this.read(manager, id);
    });
    return toApiKeyDto(row, now);
  }

  /** A new secret; the current one keeps working for `graceHours` (replacing any earlier grace). */
  async rotate(id: number, graceHours: number): Promise<CreatedApiKeyDto> {
    const now = this.clock.now();
    const secret = newSecret();
    const graceEnds = new Date(now.getTime() + graceHours * 3_600_000);
    const row = await this.dataSource.transaction(async (manager) => {
      const before = await this.read(manager, id, true);
      if (statusOf(before, now) !== 'active') throw new FieldValidationException({ id: `Only an active key can be rotated; this one is ${statusOf(before, now)}` });
      await manager.query(
        `UPDATE api_keys SET previous_secret_hash = secret_hash, previous_secret_expires_at = $2, secret_hash = $3 WHERE id = $1`,
        [id, graceEnds, hashSecret(secret)],
      );
      await this.audit.record(manager, { entity: 'api_key', entityId: id, action: 'rotate', facts: { grace_hours: graceHours } });
      return this.read(manager, id);
    });
    return { ...toApiKeyDto(row, now), key: formatToken(row.key_id, secret) };
  }

  /**
   * The principal a bearer token stands for, or null. Unknown, wrong, revoked, expired and rotated-past-grace keys
   * are all the same null; the secret is compared in constant time with the current hash and the one in grace.
   */
  async authenticate(token: string, address: string): Promise<ApiKeyPrincipal | null> {
    const parsed = parseToken(token);
    if (!parsed) return null;
    const [row]: ApiKeyRow[] = await this.dataSource.query(`${API_KEY_SELECT} WHERE k.key_id = $1`, [parsed.keyId]);
    if (!row) return null;
    const now = this.clock.now();
    const inGrace = !!row.previous_secret_expires_at && row.previous_secret_expires_at > now;
    const matches = secretMatches(parsed.secret, row.secret_hash) || (inGrace && secretMatches(parsed.secret, row.previous_secret_hash));
    if (!matches || statusOf(row, now) !== 'active') return null;
    await this.noteUse(row, now, address);
    const apiKey = { id: row.id, name: row.name, scopes: row.scopes, rateLimitPerMinute: row.rate_limit_per_minute };
    return { id: row.created_by, name: apiKeyActorName(apiKey), email: '', role: 'admin', isActive: true, mustChangePassword: false, apiKey };
  }

  private async noteUse(row: ApiKeyRow, now: Date, address: string): Promise<void> {
    const fresh = row.last_used_at && now.getTime() - row.last_used_at.getTime() < LAST_USED_RESOLUTION_SECONDS * 1000 && row.last_used_ip === address;
    if (!fresh) await this.dataSource.query(`UPDATE api_keys SET last_used_at = $2, last_used_ip = $3 WHERE id = $1`, [row.id, now, address]);
  }

  private async read(manager: EntityManager, id: number, lock = false): Promise<ApiKeyRow> {
    const [row] = await manager.query(`${API_KEY_SELECT} WHERE k.id = $1 ${lock ? 'FOR UPDATE OF k' : ''}`, [id]);
    if (!row) throw ApiKeysErrors.notFound();
    return row;
  }
}

/** What the audit trail keeps of a key: never its secret or hash. */
const auditedFields = (row: ApiKeyRow) => ({
  name: row.name,
  prefix: publicPrefix(row.key_id),
  scopes: row.scopes,
  expires_at: row.expires_at?.toISOString() ?? null,
  rate_limit_per_minute: row.rate_limit_per_minute,
});
