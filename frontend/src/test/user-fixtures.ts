/** Signed-in users for tests; pass overrides for what a test is about. Only imported by *.test.ts(x). */
import type { AppIdentity, AppUser } from '../api/types';

/** A user as GET /api/user answers it. */
export function userFixture(overrides: Partial<AppUser> = {}): AppUser {
  return {
    id: 1,
    name: 'Admin User',
    email: 'admin@example.com',
    role: 'admin',
    is_active: true,
    awaiting_approval: false,
    must_change_password: false,
    dialer_agent_id: null,
    dialer_extension: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The same user as react-admin's identity (`fullName` is the name). */
export function identityFixture(overrides: Partial<AppUser> = {}): AppIdentity {
  const user = userFixture(overrides);
  return { ...user, fullName: user.name };
}
