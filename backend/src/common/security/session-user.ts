import type { Role } from './role.js';

/** What a request knows about its caller once the session is resolved. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  mustChangePassword: boolean;
}
