import type { DataSource } from 'typeorm';

/**
 * Every PostgreSQL advisory lock the app (and its test support) takes, in one registry, so no two features share a
 * key by accident. Numeric keys live in the 727_xxx range; per-record locks pair a key with the record's id; named
 * locks hash their name into the key space (hashtext).
 */
export interface AdvisoryLock {
  /** The lock functions' arguments as SQL, over `params`. */
  readonly args: string;
  readonly params: readonly unknown[];
}

const key = (value: number): AdvisoryLock => ({ args: '$1', params: [value] });
const pair = (value: number, id: number): AdvisoryLock => ({ args: '$1, $2', params: [value, id] });
const named = (name: string): AdvisoryLock => ({ args: 'hashtext($1)', params: [name] });

export const ADVISORY_LOCKS = {
  /** Instances starting together apply migrations in turn. */
  migrations: key(727_001),
  /** The first-start seed runs once. */
  firstStartSeed: key(727_002),
  /** Test files create the migrated template database in turn. */
  testTemplateDatabase: key(727_100),
  /** One instance at a time drops expired staged imports. */
  importCleanup: key(727_200),
  /** One import into a lead cycle at a time. */
  importIntoCycle: (leadCycleId: number) => pair(727_300, leadCycleId),
  /** One instance at a time folds the append-only count tables. */
  countsCompaction: key(727_400),
  /** One instance at a time pulls the dialer's call records (its API is rate-limited). */
  callReconciliation: key(727_500),
  /** One instance at a time switches off users whose last working date has passed. */
  employeeLeavers: key(727_600),
  /** One instance at a time settles ended attendance days. */
  attendanceEndOfDay: key(727_700),
  /** One instance at a time decides the promises to pay that fell due. */
  promiseDecisions: key(727_800),
  /** One instance at a time raises the follow-up reminders. */
  followUpReminders: key(727_900),
  /** Sign-in attempts for one email in turn, so the throttle counts every failure. */
  signIn: (email: string) => named(`login:${email}`),
  /** Sign-in attempts from one client address in turn (taken before `signIn`), so its limit across emails holds. */
  signInFrom: (address: string) => named(`login-from:${address}`),
  /** Public sign-ups from one client address in turn, so the sign-up limit holds. */
  signUpFrom: (address: string) => named(`register-from:${address}`),
  /** "The first user becomes admin" is decided once. */
  firstAdminRegistration: named('register:first-admin'),
  /** One sync of a kind with the dialer at a time. */
  dialerSync: (kind: 'users' | 'dispositions' | 'leads') => named(`dialer-sync:${kind}`),
  /** One leave accrual run at a time (the unique key makes it idempotent; the lock only serialises runs). */
  leaveAccrual: key(727_650),
  /** One change to a user's leave at a time, so "balance minus pending" and the overlap check hold. */
  leaveOfUser: (userId: number) => pair(727_610, userId),
  /** One document upload of a user at a time, so their cap of unreferenced uploads holds. */
  uploadsOfUser: (userId: number) => pair(727_620, userId),
  /** One instance at a time applies the groups' coverage rules (their automatic loans are once per group and day besides). */
  coverageRules: key(727_960),
  /** One instance at a time removes the day-old uploads no profile holds. */
  uploadsCleanup: key(727_950),
  /** One request at a time under one caller's Idempotency-Key (the second is refused while the first runs). */
  idempotencyKey: (principal: string, idempotencyKey: string) => named(`idempotency:${principal}:${idempotencyKey}`),
  /** One instance at a time drops the expired idempotency keys. */
  idempotencyCleanup: key(727_980),
  /** One instance at a time purges the documents of leavers past the retention period. */
  documentsRetention: key(727_990),
  /** One instance at a time moves stored objects and Aadhaar numbers to the current data encryption key. */
  dataKeyRotation: key(727_970),
  /** One change to a loan's do-not-contact mark at a time, so its audit row's "before" is what was replaced. */
  doNotContactOf: (loanApplicationNo: string) => named(`do-not-contact:${loanApplicationNo}`),
  /** Click-to-call to one customer at a time, so the daily cap on attempts holds (counted, then the call row written). */
  callAttemptsOf: (customerId: number) => pair(727_310, customerId),
} as const;

/** A TypeORM DataSource, EntityManager or QueryRunner, or a pg client. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

async function take(db: Queryable, fn: string, lock: AdvisoryLock): Promise<boolean> {
  const result = await db.query(`SELECT ${fn}(${lock.args}) AS locked`, [...lock.params]);
  // TypeORM answers rows; a pg client answers { rows }.
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locked: boolean | string }[];
  return row.locked !== false; // the waiting functions answer void ('')
}

/** Waits for the lock, held until the surrounding transaction ends. */
export async function lockForTransaction(manager: Queryable, lock: AdvisoryLock): Promise<void> {
  await take(manager, 'pg_advisory_xact_lock', lock);
}

/** Takes the lock for the surrounding transaction if it is free; false when another holds it. */
export function tryLockForTransaction(manager: Queryable, lock: AdvisoryLock): Promise<boolean> {
  return take(manager, 'pg_try_advisory_xact_lock', lock);
}

async function holding<T>(connection: Queryable, lock: AdvisoryLock, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await connection.query(`SELECT pg_advisory_unlock(${lock.args})`, [...lock.params]);
  }
}

/** Runs `work` holding a session lock on this one connection (work that spans transactions), waiting for it. */
export async function withSessionLock<T>(connection: Queryable, lock: AdvisoryLock, work: () => Promise<T>): Promise<T> {
  await take(connection, 'pg_advisory_lock', lock);
  return holding(connection, lock, work);
}

/**
 * Runs `work` holding a session lock on a connection of its own if the lock is free (for work that calls out between
 * its writes, so no transaction can span it); otherwise answers `refused()`.
 */
export async function ifSessionLockFree<T>(dataSource: DataSource, lock: AdvisoryLock, work: () => Promise<T>, refused: () => T): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    return (await take(runner, 'pg_try_advisory_lock', lock)) ? await holding(runner, lock, work) : refused();
  } finally {
    await runner.release();
  }
}
