import type { DataSource } from 'typeorm';

/** Claims older than this are dropped as new ones are made: enough to see the last day's runs. */
const KEPT_FOR = '1 day';

/**
 * Claims `job`'s period starting at `periodStart` (table job_runs): true for the first instance to ask, false for
 * every later one, so a job with an outside effect (a rate-limited provider API) runs once per period across
 * instances even when they fire seconds apart. Prunes the job's old claims in the same statement.
 */
export async function claimJobPeriod(dataSource: DataSource, job: string, periodStart: Date, now: Date): Promise<boolean> {
  const claimed: unknown[] = await dataSource.query(
    `WITH pruned AS (DELETE FROM job_runs WHERE job = $1 AND period_start < $2::timestamptz - $4::interval)
     INSERT INTO job_runs (job, period_start, claimed_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING
     RETURNING 1`,
    [job, periodStart, now, KEPT_FOR],
  );
  return claimed.length === 1;
}

/** The start of the minute `instant` falls in. */
export function startOfMinute(instant: Date): Date {
  return new Date(instant.getTime() - (instant.getTime() % 60_000));
}

/** The start of the (UTC) hour `instant` falls in. */
export function startOfHour(instant: Date): Date {
  return new Date(instant.getTime() - (instant.getTime() % 3_600_000));
}
