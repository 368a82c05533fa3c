import type { ApiScope } from '../../common/security/api-scopes.js';
import { publicPrefix } from './api-key-token.js';
import type { ApiKeyDto, ApiKeyStatus } from './dto/api-key.dto.js';

/** A row of `api_keys` as the service reads it, with its creator's name. */
export interface ApiKeyRow {
  id: number;
  key_id: string;
  name: string;
  scopes: ApiScope[];
  secret_hash: Buffer;
  previous_secret_hash: Buffer | null;
  previous_secret_expires_at: Date | null;
  expires_at: Date | null;
  rate_limit_per_minute: number;
  created_by: number;
  creator_name: string;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
}

export const API_KEY_SELECT = `SELECT k.*, u.name AS creator_name FROM api_keys k JOIN users u ON u.id = k.created_by`;

export function statusOf(row: Pick<ApiKeyRow, 'revoked_at' | 'expires_at'>, now: Date): ApiKeyStatus {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at && row.expires_at <= now) return 'expired';
  return 'active';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toApiKeyDto(row: ApiKeyRow, now: Date): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: publicPrefix(row.key_id),
    scopes: row.scopes,
    created_by: { id: row.created_by, name: row.creator_name },
    created_at: row.created_at.toISOString(),
    expires_at: iso(row.expires_at),
    rate_limit_per_minute: row.rate_limit_per_minute,
    last_used_at: iso(row.last_used_at),
    last_used_ip: row.last_used_ip,
    previous_secret_expires_at: row.previous_secret_expires_at && row.previous_secret_expires_at > now ? iso(row.previous_secret_expires_at) : null,
    revoked_at: iso(row.revoked_at),
    status: statusOf(row, now),
  };
}
