/** What an API key may be granted (issue 29); each operation a key may call declares one with @Scope(). */
export const API_SCOPES = [
  'customers:read',
  'customers:write',
  'payments:write',
  'calls:read',
  'feedback:read',
  'promises:read',
  'attendance:read',
  'leave:read',
  'reports:read',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];
