import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Checks that a group customers are being put in exists (404 by name, where the foreign key would give a 409).
 * The groups module depends on this one (counts, moving customers out of a deleted group), so the customers
 * module reads the row itself instead of calling GroupsService, which would make the two depend on each other.
 */
export async function assertGroupExists(manager: EntityManager, groupId: number): Promise<void> {
  const [group] = await manager.query('SELECT 1 FROM groups WHERE id = $1', [groupId]);
  if (!group) throw new NotFoundException(`Group ${groupId} not found`);
}
