import type { EntityManager } from 'typeorm';
import { DispositionList } from '../../modules/dispositions/entities/disposition-list.entity.js';
import { DispositionStatus } from '../../modules/dispositions/entities/disposition-status.entity.js';

/** Someone other than the customer answered: every contact type the feedback form offers has something to choose. */
export const WPC_DISPOSITIONS = [
  { code: 'TPM', name: 'Third party, will pass the message', contactType: 'WPC', nextDateTimeNeeded: true, nextCallDuration: 240, isDefault: false },
  { code: 'WRN', name: 'Wrong number', contactType: 'WPC', nextDateTimeNeeded: false, nextCallDuration: 1440, isDefault: false },
] as const;

/** Spec §9 disposition codes with sensible next-call durations (minutes). */
export const DEFAULT_DISPOSITIONS = [
  { code: 'PTP', name: 'Promise to pay', contactType: 'RPC', nextDateTimeNeeded: true, nextCallDuration: 1440, isDefault: true },
  { code: 'CBL', name: 'Call back', contactType: 'RPC', nextDateTimeNeeded: true, nextCallDuration: 60, isDefault: false },
  { code: 'LMS', name: 'Left message', contactType: 'RPC', nextDateTimeNeeded: false, nextCallDuration: 240, isDefault: false },
  { code: 'RND', name: 'Received and disconnected', contactType: 'NC', nextDateTimeNeeded: false, nextCallDuration: 30, isDefault: false },
  { code: 'CFW', name: 'Call forward', contactType: 'NC', nextDateTimeNeeded: false, nextCallDuration: 120, isDefault: false },
  ...WPC_DISPOSITIONS,
] as const;

/** Reference data every installation starts with (first start only): the default disposition list. */
export async function seedReferenceData(manager: EntityManager): Promise<void> {
  const list = await manager.save(DispositionList, { name: 'Default', description: 'Standard collection call outcomes', status: 'enabled' as const });
  await manager.save(DispositionStatus, DEFAULT_DISPOSITIONS.map((d) => ({ ...d, listId: list.id, status: 'enabled' as const })));
}
