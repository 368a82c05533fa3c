import type { EntityManager } from 'typeorm';

/** A payment a CSV import brought: a newer last payment of a loan already on file. */
export interface ImportedPayment {
  customerId: number;
  paidDate: string;
  amount: number;
}

/**
 * Records the payments an import brought, inside the import's transaction, and decides the promises they keep.
 * The customers module needs it when it commits an import; the promises module owns payments and depends on
 * customers: this port (provided by promises) lets the import ask without a loop between the two.
 */
export interface PaymentRecorder {
  recordImported(manager: EntityManager, importId: string, payments: ImportedPayment[]): Promise<number>;
}

export const PAYMENT_RECORDER = Symbol('PaymentRecorder');
