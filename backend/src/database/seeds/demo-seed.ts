import type { EntityManager } from 'typeorm';
import type { UsersService } from '../../modules/users/users.service.js';

/** Demo sign-ins, listed in the README. They do not have to change their password. */
export const DEMO_AGENTS = [
  { name: 'Priya Sharma', email: 'priya.sharma@demo.local', password: 'Agent@12345' },
  { name: 'Rahul Verma', email: 'rahul.verma@demo.local', password: 'Agent@12345' },
] as const;

/** Demo data for a fresh local database, run inside the first-start transaction. */
export async function seedDemoData(manager: EntityManager, users: UsersService): Promise<void> {
  for (const agent of DEMO_AGENTS) {
    await users.create({ ...agent, role: 'agent' }, { mustChangePassword: false }, manager);
  }
}
