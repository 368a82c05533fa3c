import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { approvedLeaveDaysSql, holidayDaysSql } from '../src/modules/leave/leave-calendar-sql.js';
import { auditedQuery } from './support/audited.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

describe('leave schema', () => {
  let t: TestApp;
  let ana: User;
  let ben: User;
  let typeId: number;

  const request = async (user: User, start: string, end: string, dayType: 'full' | 'half', status: string): Promise<number> => {
    const count = dayType === 'half' ? 0.5 : (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
    const [row] = await auditedQuery<{ id: number }[]>(
      t.dataSource,
      'leave_request',
      `INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, status, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'family') RETURNING id`,
      [user.id, typeId, start, end, dayType, count, status],
    );
    return row.id;
  };

  beforeAll(async () => {
    t = await bootTestApp();
    ana = await t.createUser();
    ben = await t.createUser();
    const [type] = await auditedQuery<{ id: number }[]>(
      t.dataSource,
      'leave_type',
      `INSERT INTO leave_types (name, code, accrual_rate, accrual_unit, max_per_accrual_unit) VALUES ('Casual', 'CL', 1.5, 'month', 3) RETURNING id`,
    );
    typeId = type.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers one row per user and day of approved leave within the range, a half day as 0.5', async () => {
    await request(ana, '2031-03-30', '2031-04-02', 'full', 'approved');
    await request(ana, '2031-04-05', '2031-04-05', 'half', 'approved');
    await request(ana, '2031-04-07', '2031-04-08', 'full', 'pending');
    await request(ana, '2031-04-09', '2031-04-09', 'full', 'withdrawn');
    await request(ben, '2031-04-01', '2031-04-01', 'full', 'approved');
    const rows = await t.dataSource.query(
      `SELECT user_id, to_char(day, 'YYYY-MM-DD') AS day, leave_count::text FROM ${approvedLeaveDaysSql({ from: 2, to: 3, userIds: 1 })} AS l ORDER BY day`,
      [[ana.id], '2031-04-01', '2031-04-30'],
    );
    expect(rows).toEqual([
      { user_id: ana.id, day: '2031-04-01', leave_count: '1' },
      { user_id: ana.id, day: '2031-04-02', leave_count: '1' },
      { user_id: ana.id, day: '2031-04-05', leave_count: '0.5' },
    ]);
  });

  it('answers the holidays of a range with their type', async () => {
    await auditedQuery(
      t.dataSource,
      'holiday',
      `INSERT INTO holidays (name, date, type) VALUES ('Holi', '2031-03-09', 'MANDATORY'), ('Sunday', '2031-03-09', 'WEEKEND'), ('Onam', '2031-08-28', 'FLEXI')`,
    );
    const rows = await t.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, name, type FROM ${holidayDaysSql({ from: 1, to: 2 })} AS h ORDER BY day, name`,
      ['2031-03-01', '2031-03-31'],
    );
    expect(rows).toEqual([
      { day: '2031-03-09', name: 'Holi', type: 'MANDATORY' },
      { day: '2031-03-09', name: 'Sunday', type: 'WEEKEND' },
    ]);
    await expect(
      auditedQuery(t.dataSource, 'holiday', `INSERT INTO holidays (name, date, type) VALUES ('Holi', '2031-03-09', 'FLEXI')`),
    ).rejects.toThrow(/UQ_holidays_date_name/);
  });

  it('keeps the ledger append-only, one accrual per period and one debit per request', async () => {
    const accrue = (period: string) =>
      auditedQuery(
        t.dataSource,
        'leave_accrual',
        `INSERT INTO leave_ledger (user_id, leave_type_id, kind, amount, period_start, created_at) VALUES ($1, $2, 'accrual', 1.5, $3, now())`,
        [ana.id, typeId, period],
      );
    await accrue('2031-05-01');
    await expect(accrue('2031-05-01')).rejects.toThrow(/UQ_leave_ledger_accrual/);
    const requestId = await request(ana, '2031-06-02', '2031-06-02', 'full', 'approved');
    const debit = () =>
      auditedQuery(
        t.dataSource,
        'leave_request',
        `INSERT INTO leave_ledger (user_id, leave_type_id, kind, amount, leave_request_id, created_at) VALUES ($1, $2, 'debit', -1, $3, now())`,
        [ana.id, typeId, requestId],
      );
    await debit();
    await expect(debit()).rejects.toThrow(/UQ_leave_ledger_debit/);
    await expect(auditedQuery(t.dataSource, 'leave_balance', `UPDATE leave_ledger SET amount = 9`)).rejects.toThrow(/never changed or deleted/);
    await expect(auditedQuery(t.dataSource, 'leave_balance', `DELETE FROM leave_ledger`)).rejects.toThrow(/never changed or deleted/);
    const [{ balance }] = await t.dataSource.query(`SELECT SUM(amount)::text AS balance FROM leave_ledger WHERE user_id = $1`, [ana.id]);
    expect(balance).toBe('0.50');
  });

  it('refuses a ledger entry without an audit row in its transaction', async () => {
    await expect(
      t.dataSource.query(
        `INSERT INTO leave_ledger (user_id, leave_type_id, kind, amount, reason, created_at) VALUES ($1, $2, 'adjustment', 2, 'joining bonus', now())`,
        [ben.id, typeId],
      ),
    ).rejects.toThrow(/needs an audit row/);
  });
});
