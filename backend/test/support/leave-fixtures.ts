import type { DataSource } from 'typeorm';
import { auditedQuery } from './audited.js';

let sequence = 0;

/** A live leave type written straight to the table (with its fixture audit row); answers its id. */
export async function leaveTypeFixture(dataSource: DataSource, fields: { rate?: number; unit?: 'month' | 'year' } = {}): Promise<number> {
  sequence += 1;
  const [row] = await auditedQuery<{ id: number }[]>(
    dataSource,
    'leave_type',
    `INSERT INTO leave_types (name, code, accrual_rate, accrual_unit, max_per_accrual_unit) VALUES ($1, $2, $3, $4, 10) RETURNING id`,
    [`Fixture leave ${sequence}`, `FX${sequence}_${Date.now()}`, fields.rate ?? 1, fields.unit ?? 'month'],
  );
  return row.id;
}

/** A pending one-day request of `userId` far in the future; answers its id. */
export async function leaveRequestFixture(dataSource: DataSource, userId: number, leaveTypeId?: number): Promise<number> {
  const typeId = leaveTypeId ?? (await leaveTypeFixture(dataSource));
  sequence += 1;
  const day = new Date(Date.UTC(2090, 0, 1) + sequence * 86_400_000).toISOString().slice(0, 10);
  const [row] = await auditedQuery<{ id: number }[]>(
    dataSource,
    'leave_request',
    `INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, reason) VALUES ($1, $2, $3, $3, 'full', 1, 'Fixture') RETURNING id`,
    [userId, typeId, day],
  );
  return row.id;
}

/** A holiday written straight to the table; answers its id. */
export async function holidayFixture(dataSource: DataSource): Promise<number> {
  sequence += 1;
  const [row] = await auditedQuery<{ id: number }[]>(
    dataSource,
    'holiday',
    `INSERT INTO holidays (name, date, type) VALUES ($1, DATE '2091-01-01' + $2::int, 'MANDATORY') RETURNING id`,
    [`Fixture holiday ${sequence}`, sequence],
  );
  return row.id;
}
