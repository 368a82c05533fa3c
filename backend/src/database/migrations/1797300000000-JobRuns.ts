import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job's claimed periods (common/jobs/job-periods.ts): the first instance to claim (job, period) runs it, the
 * others skip, however far apart in the period they fire. System bookkeeping, not business data: not audited.
 */
export class JobRuns1797300000000 implements MigrationInterface {
  name = 'JobRuns1797300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE job_runs (
      job text NOT NULL,
      period_start timestamptz NOT NULL,
      claimed_at timestamptz NOT NULL,
      CONSTRAINT "PK_job_runs" PRIMARY KEY (job, period_start)
    )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_runs`);
  }
}
