import type { factories } from './factories.js';
import type { TestApp } from './test-app.js';

export type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** A signed-in viewer of a paths test: the admin (groupIds as the test's reference wants them) or an agent of groups. */
export interface Viewer<AdminGroups extends number[] | null = number[] | null> {
  name: string;
  client: Client;
  groupIds: number[] | AdminGroups;
}

/**
 * The viewers whose shapes choose a list's path (issue 27): an admin first, then one agent per shape, assigned to the
 * shape's groups (none, an empty group, 10 customers, 1 %, most...). `adminGroups` is what the test's reference query
 * takes for "everything".
 */
export async function signInViewers<AdminGroups extends number[] | null>(
  t: TestApp,
  make: ReturnType<typeof factories>,
  adminGroups: AdminGroups,
  shapes: [name: string, groupIds: number[]][],
): Promise<Viewer<AdminGroups>[]> {
  const viewers: Viewer<AdminGroups>[] = [{ name: 'admin', client: (await t.signedIn('admin')).client, groupIds: adminGroups }];
  for (const [name, groupIds] of shapes) {
    const { client, user } = await t.signedIn('agent', { name: `Viewer ${name}` });
    for (const groupId of groupIds) await make.assign(user.id, groupId);
    viewers.push({ name, client, groupIds });
  }
  return viewers;
}
