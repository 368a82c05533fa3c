import { test as base } from '@playwright/test';
import { ADMIN } from './env';
import { CrmApi, signInBootstrapAdmin, type BootstrapAdmin } from './api';

export interface JourneyWorkerOptions {
  /** The bootstrap admin of the project's server (each project's server has its own). */
  bootstrapAdmin: BootstrapAdmin;
}

/**
 * The journeys' `test`: Playwright's, plus `api`, a CrmApi signed in as the project's bootstrap admin. A journey
 * makes the users and records it changes through it, so it runs alone and in any order; what it made is removed
 * after it.
 */
export const test = base.extend<{ api: CrmApi }, JourneyWorkerOptions>({
  bootstrapAdmin: [ADMIN, { option: true, scope: 'worker' }],
  api: async ({ playwright, baseURL, bootstrapAdmin }, use) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInBootstrapAdmin(admin, bootstrapAdmin);
    const api = new CrmApi(admin, () => playwright.request.newContext({ baseURL }));
    await use(api);
    await api.dispose();
    await admin.dispose();
  },
});

export { expect } from '@playwright/test';
