import type { ApiScope } from './api-scopes.js';
import type { SessionUser } from './session-user.js';

/** The key a bearer request authenticated with. */
export interface ApiKeyIdentity {
  id: number;
  name: string;
  scopes: ApiScope[];
  rateLimitPerMinute: number;
}

/**
 * A request authenticated with an API key: an integration principal, never a person. Services that take the caller
 * see an admin (a key reaches only the routes its scopes declare, and admin views within them); `id` is the admin
 * who created the key, for the few records that must name a user (a payment's `recorded_by`, an import's owner).
 * The audit trail names the key, not that admin.
 */
export interface ApiKeyPrincipal extends SessionUser {
  apiKey: ApiKeyIdentity;
}

export const isApiKeyPrincipal = (user: SessionUser | undefined): user is ApiKeyPrincipal => !!user && 'apiKey' in user;

/** How the audit trail and logs name a key. */
export const apiKeyActorName = (key: { id: number; name: string }) => `key:${key.id} ${key.name}`;

/** A key's name by its id, for the audit trail's reader (the api-keys module owns the table; the audit module cannot import it). */
export const API_KEY_NAME_SQL = (keyIdColumn: string) => `(SELECT name FROM api_keys WHERE id = ${keyIdColumn})`;
