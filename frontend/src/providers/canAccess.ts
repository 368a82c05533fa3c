/**
 * Who may do what: a pure role → resource → actions map that mirrors the server's @Roles guards.
 * The server is the authority (it answers 403); this map only decides what the UI offers: menu entries,
 * route guards, buttons. `access` means "may open the page"; the other actions are react-admin's
 * (list, show, create, edit, delete, export) plus a few of our own (sync, manage).
 */

export type Role = 'admin' | 'agent';

export type AppResource =
  | 'dashboard'
  | 'customers'
  | 'worklist'
  | 'groups'
  | 'calls'
  | 'dispositions'
  | 'admin-dashboard'
  | 'users'
  | 'lead-cycles'
  | 'csv-upload'
  | 'settings'
  | 'tata-lead-list'
  | 'attendance-leave'
  | 'profile'
  | 'employee-details'
  | 'audit'
  | 'reports'
  | 'integrations'
  | 'coverage';

export type AppAction = 'access' | 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'sync' | 'manage';

type Grant = '*' | readonly AppAction[];

export const ACCESS_RULES: Record<Role, Partial<Record<AppResource, Grant>>> = {
  admin: {
    dashboard: '*',
    customers: '*',
    worklist: ['access'],
    groups: '*',
    calls: '*',
    dispositions: '*',
    'admin-dashboard': '*',
    users: '*',
    'lead-cycles': '*',
    'csv-upload': '*',
    settings: '*',
    'tata-lead-list': '*',
    'employee-details': '*',
    // GET /api/audit is admin-only: the trail shows every change with who made it and from where.
    audit: ['access', 'list'],
    // GET /api/reports/* is admin-only (issue 28); an agent sees their own month on the dashboard (/api/reports/me).
    reports: ['access'],
    // /api/api-keys (and the webhook endpoints) are admin-session only (issue 29).
    integrations: ['access'],
    // Coverage (issue 30): every /api/coverage and /api/group-loans route is admin-only.
    coverage: ['access'],
    // attendance-leave and profile are agent-only routes (spec §2): an admin works on others' records
    // from the admin dashboard and /employee-details/{id}.
  },
  agent: {
    dashboard: ['access'],
    customers: ['access', 'list', 'show'],
    worklist: ['access'],
    groups: ['access', 'list', 'show'],
    calls: ['access', 'list', 'show'],
    // The disposition API is open to every logged-in user (the customer feedback form needs it), but the
    // /dispositions route is flagged admin-only in spec §2, so agents get no `access`; sync is admin-only.
    dispositions: ['list', 'show'],
    'attendance-leave': '*',
    profile: '*',
  },
};

export function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'agent';
}

export function canAccess(
  role: Role | null | undefined,
  { resource, action = 'access' }: { resource: string; action?: string },
): boolean {
  if (!role || !isRole(role)) return false;
  const grant = ACCESS_RULES[role][resource as AppResource];
  if (!grant) return false;
  return grant === '*' || (grant as readonly string[]).includes(action);
}
