/** The roles an account can have; the access guard, the session user and the users module all speak these. */
export const ROLES = ['admin', 'agent'] as const;
export type Role = (typeof ROLES)[number];
