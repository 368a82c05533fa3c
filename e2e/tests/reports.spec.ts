import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { businessDate, signInThroughApi, type FreshCustomer, type FreshUser, inKolkata } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { pickOption, shot } from '../support/helpers';

const TODAY = businessDate(0);

/** The page at the desktop and the phone size the screens are checked at, then back to the journey's size. */
async function shotsAtBothSizes(page: Page, name: string, focus?: Locator): Promise<void> {
  const size = page.viewportSize();
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await focus?.scrollIntoViewIfNeeded();
    await shot(page, `${name}-${width}`);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}-full.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Feedback as an agent records it; a promise to pay carries its amount and follows up tomorrow. */
async function feedback(request: APIRequestContext, customer: FreshCustomer, code: 'PTP' | 'CBL' | 'RND', promised?: number) {
  const names = { PTP: 'Promise to pay', CBL: 'Call back', RND: 'Received and disconnected' };
  const followUp = code === 'RND' ? {} : { rpc_follow_up: inKolkata(businessDate(1), '11:00').toISOString() };
  const response = await request.post(`/api/customers/${customer.id}/feedback`, {
    data: {
      disposition_code: code,
      disposition_name: names[code],
      disposition_note: 'Reports journey',
      ...followUp,
      ...(code === 'RND' ? {} : { callMetadata: { reasonForNotPaying: 'Salary Issue' } }),
      ...(promised ? { promised_amount: promised } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A call through the dialer simulator (it answers numbers ending 4-7): placed, answered, then hung up. */
async function call(request: APIRequestContext, customer: FreshCustomer) {
  const placed = await request.post('/api/customers/init-call', { data: { customerNumber: customer.mobile, customer_id: customer.id } });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await expect.poll(async () => ((await (await request.get(`/api/calls/${id}/state`)).json()) as { state: string }).state, { timeout: 20_000 }).toBe('answered');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const ended = await request.post('/api/customers/hangup');
  expect(ended.status(), await ended.text()).toBe(200);
}

async function asAgent(playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } }, agent: FreshUser, work: (request: APIRequestContext) => Promise<void>) {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInThroughApi(request, agent);
    await work(request);
  } finally {
    await request.dispose();
  }
}

/** A table's body rows as the cells' text, the row header first. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

/** The digits of a figure ("₹1,20,000" → "120000"), to set the screen's cells against the CSV's. */
const digits = (text: string) => text.replace(/[^\d.]/g, '');

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows.filter((candidate) => candidate.some((value) => value !== ''));
}

test('an admin compares two cycles, narrows to a group, opens an agent and downloads the CSV; an agent sees My month', async ({ page, api, playwright, browser }) => {
  test.setTimeout(240_000);
  const north = await api.freshGroup({ name: `North ${Date.now().toString(36)}` });
  const south = await api.freshGroup();
  const asha = await api.freshAgent({ name: `Asha ${Date.now().toString(36)}`, groups: [north], dialer: true });
  const ravi = await api.freshAgent({ name: `Ravi ${Date.now().toString(36)}`, groups: [north], dialer: true });
  const meena = await api.freshAgent({ groups: [south] });
  const older = await api.freshLeadCycle({ name: 'Pre-EMI' });
  const newer = await api.freshLeadCycle({ name: 'Overdue' });
  const olderNorth = (await api.freshCustomers({ count: 2, cycle: older, group: north })).customers;
  const newerNorth = (await api.freshCustomers({ count: 4, cycle: newer, group: north })).customers;
  const newerSouth = (await api.freshCustomers({ count: 2, cycle: newer, group: south })).customers;

  // 10:00 today on the server, so that tomorrow's follow-ups are in the calling hours whatever the hour of the run.
  await api.moveClock(inKolkata(TODAY, '10:00'));
  await asAgent(playwright, asha, async (request) => {
    await call(request, newerNorth[0]);
    await feedback(request, newerNorth[0], 'PTP', 5000);
    await feedback(request, newerNorth[1], 'PTP', 7500);
    await feedback(request, olderNorth[0], 'CBL');
  });
  await asAgent(playwright, ravi, async (request) => {
    await call(request, newerNorth[2]);
    await feedback(request, newerNorth[2], 'RND');
    await feedback(request, newerNorth[3], 'CBL');
  });
  await asAgent(playwright, meena, async (request) => feedback(request, newerSouth[0], 'PTP', 3000));
  await api.importPayment({ customer: newerNorth[0], cycle: newer, group: north, amount: 5000, paidDate: TODAY });

  const admin = await api.freshAdmin();
  await signInThroughApi(page.request, admin);
  await page.setViewportSize({ width: 1440, height: 900 });

  await test.step('the admin opens Reports from the menu and compares the newer cycle with the older one', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await pickOption(page, page.getByRole('combobox', { name: 'Group' }), north.name);
    await pickOption(page, page.getByRole('combobox', { name: 'Lead cycle' }), /^Pre-EMI/);
    await expect(page).toHaveURL(new RegExp(`cycle=${older.id}`));
    const allocated = page.getByTestId('figure-card').filter({ has: page.getByRole('heading', { name: 'Allocated', exact: true }) });
    await expect(allocated).toContainText('2');
    await pickOption(page, page.getByRole('combobox', { name: 'Lead cycle' }), /^Overdue/);
    await expect(page).toHaveURL(new RegExp(`cycle=${newer.id}`));
    await expect(allocated.getByText('4', { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Cycle over cycle' });
    const rows = await tableRows(table);
    const newerRow = rows[0];
    expect(newerRow[0]).toMatch(/^Overdue/);
    expect(newerRow[1]).toMatch(/^4/);
    expect(rows.some((row) => row[0].startsWith('Pre-EMI') && row[1].startsWith('2'))).toBe(true);
    // RPC %: 3 of the 4 accounts had RPC feedback (two promises and a call back).
    await expect(page.getByTestId('figure-card').filter({ has: page.getByRole('heading', { name: 'RPC %', exact: true }) })).toContainText('75.0%');
    await expectAccessible(page, 'reports: cycle over cycle');
    await shotsAtBothSizes(page, '28-reports-cycles');
  });

  await test.step('groups and agents: the group narrows, an agent opens with Call History offered', async () => {
    await page.getByRole('tab', { name: 'Groups and agents' }).click();
    const agents = page.getByRole('table', { name: 'Agents' });
    await expect(agents.getByRole('row', { name: new RegExp(`^${asha.name}`) })).toBeVisible();
    await expect(agents.getByRole('row', { name: new RegExp(`^${meena.name}`) })).toHaveCount(0);
    const ashaRow = await tableRows(agents).then((rows) => rows.find((row) => row[0].startsWith(asha.name))!);
    // PTP 2, collected ₹5,000 (recorded by the import, not by her: 0 here), rank 1 or 2 in North.
    expect(ashaRow[5]).toBe('2');
    await expectAccessible(page, 'reports: groups and agents');
    await shotsAtBothSizes(page, '28-reports-people');

    await test.step('the agents CSV holds the rows on screen', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download the agents as CSV' }).click();
      const file = await (await download).path();
      const csv = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
      const screen = await tableRows(agents);
      const header = csv[0];
      const nameColumn = header.findIndex((heading) => /agent|name/i.test(heading));
      expect(csv.length - 1).toBe(screen.length);
      for (const row of screen) {
        const name = row[0].split('\n')[0];
        const match = csv.find((line) => line[nameColumn] && row[0].startsWith(line[nameColumn]));
        expect(match, `${name} in the CSV`).toBeTruthy();
        for (const [heading, cell] of [['Calls', row[1]], ['RPC', row[4]], ['PTP', row[5]], ['Collected', row[7]]] as const) {
          expect(digits(match![header.indexOf(heading)]), `${heading} of ${name}`).toBe(digits(cell));
        }
      }
    });

    await agents.getByRole('row', { name: new RegExp(`^${asha.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`agent=${asha.id}`));
    await expect(page.getByText(`agent ${asha.name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Call History' })).toHaveAttribute('href', `/calls?search=${encodeURIComponent(asha.name).replace(/%20/g, '+')}`);

    await test.step("the group's customers open in the customer list, narrowed to the group", async () => {
      const groupId = new URL(page.url()).searchParams.get('group');
      expect(groupId).toBeTruthy();
      await page.getByRole('link', { name: 'Open customers' }).click();
      await expect(page).toHaveURL(new RegExp(`/customers\\?group_id=${groupId}$`));
      await expect(page.getByText(newerNorth[0].name).first()).toBeVisible();
      await expect(page.getByText(newerSouth[0].name)).toHaveCount(0);
      await shotsAtBothSizes(page, '28-group-customers');
      await page.goBack();
    });
  });

  await test.step('dispositions: the funnel of the agent', async () => {
    await page.getByRole('tab', { name: 'Dispositions' }).click();
    const rows = page.getByRole('table', { name: 'Dispositions' }).locator('tbody tr');
    await expect(rows.filter({ hasText: 'Promise to pay' })).toContainText('2');
    await expectAccessible(page, 'reports: dispositions');
    await shotsAtBothSizes(page, '28-reports-dispositions');
  });

  await test.step('an agent sees My month: their own figures against the group median, nobody else', async () => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
    const agentPage = await context.newPage();
    try {
      await signInThroughApi(agentPage.request, asha);
      await agentPage.goto('/');
      const myMonth = agentPage.getByRole('table', { name: "My month against my group's median" });
      await expect(myMonth).toBeVisible();
      await expect(myMonth.getByRole('row', { name: /^PTP/ })).toContainText('2');
      // Recent Activity may name a colleague; My month never does.
      await expect(agentPage.getByRole('region', { name: 'My month' }).getByText(ravi.name)).toHaveCount(0);
      // Two agents in the group: no median, and the card says why.
      await expect(agentPage.getByText(/the median shows from 4/)).toBeVisible();
      await expectAccessible(agentPage, 'dashboard: my month');
      await shotsAtBothSizes(agentPage, '28-my-month', agentPage.getByRole('region', { name: 'My month' }));
      const refused = await agentPage.request.get('/api/reports/agents');
      expect(refused.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
