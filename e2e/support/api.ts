import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** A bootstrap admin as the server creates it on an empty database: a temporary password to replace. */
export interface BootstrapAdmin {
  email: string;
  temporaryPassword: string;
  newPassword: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface FreshUser extends Credentials {
  id: number;
  name: string;
  role: 'admin' | 'agent';
}

export interface FreshGroup {
  id: number;
  name: string;
}

export interface FreshLeadCycle {
  id: number;
  name: LeadCycleName;
  description: string;
}

export interface FreshCustomer {
  id: number;
  name: string;
  mobile: string;
  loan_application_no: string;
}

export type LeadCycleName = 'Pre-EMI' | 'Overdue' | 'Overdue-HB';
export type CustomerStatus = 'overdue' | 'partially_paid' | 'paid';

/** The password every fresh user signs in with (the forced first change is already done, unless asked not to). */
export const FRESH_PASSWORD = 'Fr3sh!Journey#25';
/** The password an admin gives a user it creates: the user must replace it at first sign-in. */
export const TEMPORARY_PASSWORD = 'Welcome@123';

// Unique across the workers of one run (their pids differ) and across runs against a kept server (the time).
const RUN_TAG = `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;
let sequence = 0;

/** A short tag no other record of this run has, nor starts with: for names, emails and loan numbers. */
export function uniqueTag(): string {
  sequence += 1;
  return `${RUN_TAG}${sequence.toString(36).padStart(3, '0')}`;
}

/** Ten digits starting with 9, ending with `lastDigit` (the dialer simulator answers numbers ending 4-7). */
function uniqueMobile(lastDigit: number): string {
  sequence += 1;
  const middle = `${Date.now() % 100_000}`.padStart(5, '0') + `${sequence % 1000}`.padStart(3, '0');
  return `9${middle}${lastDigit}`;
}

/** The business date (Asia/Kolkata, the product's APP_TIMEZONE) `days` from today, as YYYY-MM-DD. */
export function businessDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}

/** An instant given as a business date and a time of day in Asia/Kolkata. */
export const inKolkata = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  const type = response.headers()['content-type'] ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

/** Signs a request context (a page's `page.request` shares the page's cookies) in as a user with a known password. */
export async function signInThroughApi(request: APIRequestContext, user: Credentials): Promise<void> {
  await ok(await request.post('/api/auth/login', { data: { email: user.email, password: user.password } }), `Signing in ${user.email}`);
}

/**
 * Signs the bootstrap admin in, replacing the temporary password the first time. Several workers may race to do
 * that: the loser's session is ended by the winner's change, so it signs in again with the new password.
 */
export async function signInBootstrapAdmin(request: APIRequestContext, admin: BootstrapAdmin): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if ((await request.post('/api/auth/login', { data: { email: admin.email, password: admin.newPassword } })).ok()) return;
    if (!(await request.post('/api/auth/login', { data: { email: admin.email, password: admin.temporaryPassword } })).ok()) continue;
    const change = await request.post('/api/auth/reset-password', { data: { oldPassword: admin.temporaryPassword, newPassword: admin.newPassword } });
    if (change.ok()) return;
  }
  throw new Error(`Could not sign in the bootstrap admin ${admin.email}`);
}

function csv(rows: Record<string, string>[]): string {
  const columns = Object.keys(rows[0]);
  return [columns.join(','), ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))].join('\n') + '\n';
}

/**
 * What a journey needs, made through the API as the bootstrap admin: fresh users, groups, lead cycles and
 * customers that no other journey touches, and shared settings arranged for this journey alone. `dispose()` (the
 * fixture calls it after the test) deletes the lead cycles with their customers and the groups, and puts back every
 * arranged setting, so nothing a journey did is seen by the next one. Users stay: nothing can delete them.
 */
export class CrmApi {
  private readonly cycles: number[] = [];
  private readonly groups: number[] = [];
  private readonly restores: (() => Promise<void>)[] = [];
  private clockMoved = false;

  constructor(
    /** The bootstrap admin's session. */
    private readonly admin: APIRequestContext,
    private readonly newRequestContext: () => Promise<APIRequestContext>,
  ) {}

  async freshUser(options: { role: 'admin' | 'agent'; name?: string; mustChangePassword?: boolean }): Promise<FreshUser> {
    const tag = uniqueTag();
    const name = options.name ?? (options.role === 'admin' ? `Admin ${tag}` : `Agent ${tag}`);
    const email = `${options.role}.${tag}@example.com`;
    const created = await ok<{ id: number }>(
      await this.admin.post('/api/users', { data: { name, email, password: TEMPORARY_PASSWORD, role: options.role } }),
      `Creating ${email}`,
    );
    if (options.mustChangePassword) return { id: created.id, name, email, password: TEMPORARY_PASSWORD, role: options.role };

    // Users an admin creates must replace the password at first sign-in; the journey starts after that.
    const request = await this.newRequestContext();
    try {
      await signInThroughApi(request, { email, password: TEMPORARY_PASSWORD });
      await ok(await request.post('/api/auth/reset-password', { data: { oldPassword: TEMPORARY_PASSWORD, newPassword: FRESH_PASSWORD } }), `Changing the password of ${email}`);
    } finally {
      await request.dispose();
    }
    return { id: created.id, name, email, password: FRESH_PASSWORD, role: options.role };
  }

  /** Approves a public sign-up as an admin does: finds it among those awaiting approval and switches it active. */
  async approveSignUp(email: string): Promise<void> {
    const query = `filter=${encodeURIComponent(JSON.stringify({ awaiting_approval: true, q: email }))}`;
    const [signUp] = await ok<{ id: number; email: string }[]>(await this.admin.get(`/api/users?${query}`), `Finding the sign-up of ${email}`);
    expect(signUp?.email, `${email} awaits approval`).toBe(email);
    await ok(await this.admin.patch(`/api/users/${signUp.id}`, { data: { is_active: true } }), `Approving ${email}`);
  }

  /** An active agent with FRESH_PASSWORD, in `groups` when given, linked to a dialer agent when `dialer` is set. */
  async freshAgent(options: { name?: string; groups?: FreshGroup[]; dialer?: boolean } = {}): Promise<FreshUser> {
    const agent = await this.freshUser({ role: 'agent', name: options.name });
    for (const group of options.groups ?? []) await this.assignAgent(agent, group);
    // The simulator mirrors every CRM user as a dialer agent; the user sync links them so the agent can call.
    if (options.dialer) await ok(await this.admin.get('/api/tata-user-sync'), 'Syncing users with the dialer');
    return agent;
  }

  /** An admin: with FRESH_PASSWORD, or with TEMPORARY_PASSWORD to replace at first sign-in (`mustChangePassword`). */
  freshAdmin(options: { name?: string; mustChangePassword?: boolean } = {}): Promise<FreshUser> {
    return this.freshUser({ role: 'admin', ...options });
  }

  async freshGroup(options: { name?: string; agents?: FreshUser[] } = {}): Promise<FreshGroup> {
    const name = options.name ?? `Group ${uniqueTag()}`;
    const group = await ok<FreshGroup>(await this.admin.post('/api/groups', { data: { name, description: 'Made by a browser journey' } }), `Creating group ${name}`);
    this.groups.push(group.id);
    for (const agent of options.agents ?? []) await this.assignAgent(agent, group);
    return { id: group.id, name: group.name };
  }

  async assignAgent(agent: FreshUser, group: FreshGroup): Promise<void> {
    await ok(await this.admin.post('/api/groups/agent-assignments', { data: { agent_id: agent.id, group_id: group.id } }), `Assigning ${agent.name} to ${group.name}`);
  }

  /** A lead cycle from today for 30 days; its description (a unique tag) tells it apart from cycles of the same name. */
  async freshLeadCycle(options: { name?: LeadCycleName } = {}): Promise<FreshLeadCycle> {
    const name = options.name ?? 'Overdue';
    const description = `Journey cycle ${uniqueTag()}`;
    const cycle = await ok<{ id: number }>(
      await this.admin.post('/api/lead-cycles', {
        data: { name, description, lead_cycle_start_date: businessDate(), lead_cycle_end_date: businessDate(30) },
      }),
      `Creating lead cycle ${name}`,
    );
    this.cycles.push(cycle.id);
    return { id: cycle.id, name, description };
  }

  /**
   * Customers imported the way an admin does (CSV upload, then commit), into `cycle` (a fresh one by default) and
   * `group`. Their loan numbers share `search`, which the customers page's search finds them by.
   */
  async freshCustomers(options: {
    count: number;
    cycle?: FreshLeadCycle;
    group?: FreshGroup | null;
    status?: CustomerStatus;
    /** Last digit of the mobile numbers: the dialer simulator answers 4-7 (0 no answer, 1 busy, 2 refused). */
    mobileEndsWith?: number;
  }): Promise<{ customers: FreshCustomer[]; search: string }> {
    const cycle = options.cycle ?? (await this.freshLeadCycle());
    const search = `E2E${uniqueTag().toUpperCase()}`;
    const rows = Array.from({ length: options.count }, (_, index) => {
      const loan = `${search}N${index + 1}`;
      return {
        name: `Customer ${uniqueTag()}`,
        mobile: uniqueMobile(options.mobileEndsWith ?? 5),
        loan_application_no: loan,
        status: options.status ?? 'overdue',
        loan_emi: '8500',
        overdue_amount: '12500',
        total_outstanding: '185000',
        // Not an import column: kept in the customer's metadata, where Send Links finds the payment link.
        payment_link: `https://pay.example.com/${loan}`,
      };
    });
    const upload = await ok<{ importId: string | null; summary: { validRows: number } }>(
      await this.admin.post('/api/customers/upload-csv', { multipart: { file: { name: 'journey.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) } } }),
      'Uploading customers',
    );
    expect(upload.summary.validRows, 'every journey customer row is valid').toBe(rows.length);
    await ok(
      await this.admin.post('/api/customers/bulk', { data: { leadCycle: cycle.id, group_id: options.group?.id ?? null, importId: upload.importId } }),
      'Committing the customers',
    );
    const listed = await ok<{ customers: FreshCustomer[] }>(
      await this.admin.post('/api/customers/all-customer', { data: { limit: 100, search, lead_cycle_id: cycle.id } }),
      'Listing the new customers',
    );
    const customers = rows.map((row) => {
      const customer = listed.customers.find((candidate) => candidate.loan_application_no === row.loan_application_no);
      if (!customer) throw new Error(`Customer ${row.loan_application_no} was not imported`);
      return { id: customer.id, name: customer.name, mobile: customer.mobile, loan_application_no: customer.loan_application_no };
    });
    return { customers, search };
  }

  async freshCustomer(options: Omit<Parameters<CrmApi['freshCustomers']>[0], 'count'> = {}): Promise<FreshCustomer> {
    const { customers } = await this.freshCustomers({ ...options, count: 1 });
    return customers[0];
  }

  /** One dialer lead list per lead cycle, as an admin's "Sync leads" makes them. */
  async syncLeadLists(): Promise<void> {
    await ok(await this.admin.get('/api/tata/sync'), 'Syncing lead lists');
  }

  /** Sets a shared setting for this journey; dispose() puts back the value it had. */
  async arrangeSetting(key: 'agentsCanSeeAllCustomers' | 'officeGeofences' | 'locationExemptEmails' | 'maskCustomerNumbersForAgents', value: unknown): Promise<void> {
    const before = await ok<{ value: unknown }>(await this.admin.get(`/api/settings/${key}`), `Reading setting ${key}`);
    this.restores.push(async () => {
      await ok(await this.admin.put(`/api/settings/${key}`, { data: { value: before.value } }), `Restoring setting ${key}`);
    });
    await ok(await this.admin.put(`/api/settings/${key}`, { data: { value } }), `Setting ${key}`);
  }

  /** Enables or disables a status of a disposition list for this journey; dispose() puts back its state. */
  async arrangeDispositionStatus(listName: string, statusName: string, status: 'enabled' | 'disabled'): Promise<void> {
    const lists = await ok<{ id: number; name: string }[]>(await this.admin.get('/api/disposition/lists'), 'Reading disposition lists');
    const list = lists.find((candidate) => candidate.name === listName);
    if (!list) throw new Error(`No disposition list ${listName}`);
    const statuses = await ok<{ id: number; name: string; status: 'enabled' | 'disabled' }[]>(
      await this.admin.get(`/api/disposition/statuses?listId=${list.id}`),
      `Reading the statuses of ${listName}`,
    );
    const target = statuses.find((candidate) => candidate.name === statusName);
    if (!target) throw new Error(`No status ${statusName} in ${listName}`);
    const set = async (value: 'enabled' | 'disabled') =>
      ok(await this.admin.post(`/api/disposition/disable-disposition-status/${target.id}`, { data: { status: value } }), `Setting ${statusName} ${value}`);
    this.restores.push(async () => {
      await set(target.status);
    });
    await set(status);
  }

  /**
   * A payment for the customer's loan as an import brings it: the loan's row again, with a newer last payment,
   * uploaded and committed into its lead cycle and group.
   */
  async importPayment(options: { customer: FreshCustomer; cycle: FreshLeadCycle; group: FreshGroup; amount: number; paidDate: string }): Promise<void> {
    const { customer } = options;
    const rows = [{ loan_application_no: customer.loan_application_no, name: customer.name, mobile: customer.mobile, last_paid_date: options.paidDate, last_paid_amount: String(options.amount) }];
    const upload = await ok<{ importId: string | null; summary: { validRows: number } }>(
      await this.admin.post('/api/customers/upload-csv', { multipart: { file: { name: 'payments.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) } } }),
      'Uploading a payment',
    );
    expect(upload.summary.validRows, 'the payment row is valid').toBe(1);
    await ok(
      await this.admin.post('/api/customers/bulk', { data: { leadCycle: options.cycle.id, group_id: options.group.id, importId: upload.importId } }),
      'Committing the payment',
    );
  }

  /**
   * Moves the server's clock (TEST_CLOCK_CONTROL, playwright.config.ts): the business clock reads this instant and
   * runs on from it. Sessions and sign-in keep the real time. resetClock() (and dispose()) put it back.
   */
  async moveClock(instant: Date): Promise<void> {
    this.clockMoved = true;
    await ok(await this.admin.put('/api/test-support/clock', { data: { now: instant.toISOString() } }), `Moving the server clock to ${instant.toISOString()}`);
  }

  async resetClock(): Promise<void> {
    await ok(await this.admin.delete('/api/test-support/clock'), 'Putting the server clock back');
    this.clockMoved = false;
  }

  /** Runs a scheduled job now rather than at its next tick: after moving the clock, so it sees the moved time. */
  async runJob(name: 'promise-decisions' | 'follow-up-reminders'): Promise<number> {
    return (await ok<{ changed: number }>(await this.admin.post(`/api/test-support/jobs/${name}`), `Running ${name}`)).changed;
  }

  /** Deletes what this journey made (lead cycles with their customers, groups) and puts back arranged settings. */
  async dispose(): Promise<void> {
    if (this.clockMoved) await this.resetClock();
    for (const restore of this.restores.reverse()) await restore();
    for (const cycleId of this.cycles) {
      const listed = await ok<{ customers: { id: number }[] }>(
        await this.admin.post('/api/customers/all-customer', { data: { limit: 100, lead_cycle_id: cycleId } }),
        `Listing the customers of lead cycle ${cycleId}`,
      );
      for (const customer of listed.customers) await ok(await this.admin.delete(`/api/customers/${customer.id}`), `Deleting customer ${customer.id}`);
      const gone = await this.admin.delete(`/api/lead-cycles/${cycleId}`);
      // The journey may have deleted it itself.
      if (gone.status() !== 404) await ok(gone, `Deleting lead cycle ${cycleId}`);
    }
    for (const groupId of this.groups) {
      const gone = await this.admin.delete(`/api/groups/${groupId}`);
      if (gone.status() !== 404) await ok(gone, `Deleting group ${groupId}`);
    }
  }
}
