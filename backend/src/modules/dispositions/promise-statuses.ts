import type { DispositionStatus } from './entities/disposition-status.entity.js';

/** Whether feedback with this status records a promise to pay: marked so by an admin, or the RPC "PTP" code. */
export function recordsPromise(status: Pick<DispositionStatus, 'isPromise' | 'contactType' | 'code'>): boolean {
  return status.isPromise || (status.contactType === 'RPC' && status.code.trim().toUpperCase() === 'PTP');
}
