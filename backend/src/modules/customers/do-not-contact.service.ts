import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DO_NOT_CONTACT_REASON_LABELS, type DoNotContactReason } from '@crm/shared';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuditService } from '../audit/audit.service.js';
import { CustomersService } from './customers.service.js';
import { CustomerErrors } from './customers.errors.js';
import { markHolds, markJsonSql } from './do-not-contact-sql.js';
import type { DoNotContactDto, SetDoNotContactDto } from './dto/do-not-contact.dto.js';
import type { Customer } from './entities/customer.entity.js';

interface StoredMark {
  reason: DoNotContactReason;
  until: string | null;
  note: string | null;
}

const STORED = `reason, to_char(until, 'YYYY-MM-DD') AS until, note`;

/**
 * Do not contact (issue 31): an admin's mark on a loan (every lead cycle's row of it), with a reason and an optional
 * last day. While it holds, calls and messages are refused (`assertContactable`) and the worklist leaves the customer
 * out (do-not-contact-sql.ts). Each change is audited on the customer named, in the change's transaction.
 */
@Injectable()
export class DoNotContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
  ) {}

  async mark(user: SessionUser, customerId: number, dto: SetDoNotContactDto): Promise<DoNotContactDto> {
    const today = this.clock.today();
    if (dto.until && dto.until < today) throw CustomerErrors.untilInPast();
    const after: StoredMark = { reason: dto.reason, until: dto.until ?? null, note: dto.note?.trim() || null };
    return this.dataSource.transaction(async (manager) => {
      const customer = await this.customers.findVisible(user, customerId, manager);
      await lockForTransaction(manager, ADVISORY_LOCKS.doNotContactOf(customer.loanApplicationNo));
      const before = await this.heldMark(manager, customer.loanApplicationNo, today);
      await manager.query(
        `INSERT INTO customer_do_not_contact (loan_application_no, reason, until, note, set_by, set_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (loan_application_no) DO UPDATE SET reason = excluded.reason, until = excluded.until, note = excluded.note, set_by = excluded.set_by, set_at = excluded.set_at`,
        [customer.loanApplicationNo, after.reason, after.until, after.note, user.id, this.clock.now()],
      );
      await this.audit.record(manager, {
        entity: 'customer', entityId: customer.id, action: 'mark_do_not_contact',
        before: { doNotContact: before }, after: { doNotContact: after }, facts: { loanApplicationNo: customer.loanApplicationNo },
        reason: after.note ?? DO_NOT_CONTACT_REASON_LABELS[after.reason],
      });
      return (await this.markOf(customer.loanApplicationNo, manager))!;
    });
  }

  /** Clears the mark that holds today (404 when none does). */
  async clear(user: SessionUser, customerId: number): Promise<void> {
    const today = this.clock.today();
    await this.dataSource.transaction(async (manager) => {
      const customer = await this.customers.findVisible(user, customerId, manager);
      await lockForTransaction(manager, ADVISORY_LOCKS.doNotContactOf(customer.loanApplicationNo));
      // A DELETE answers [rows, count].
      const [[cleared]]: [StoredMark[], number] = await manager.query(
        `DELETE FROM customer_do_not_contact dnc WHERE dnc.loan_application_no = $1 AND ${markHolds('dnc', '$2')} RETURNING ${STORED}`,
        [customer.loanApplicationNo, today],
      );
      if (!cleared) throw CustomerErrors.notMarked();
      await this.audit.record(manager, {
        entity: 'customer', entityId: customer.id, action: 'clear_do_not_contact',
        before: { doNotContact: cleared }, after: { doNotContact: null }, facts: { loanApplicationNo: customer.loanApplicationNo },
      });
    });
  }

  /** The loan's mark holding today as the API answers it, or null. */
  async markOf(loanApplicationNo: string, manager: EntityManager = this.dataSource.manager): Promise<DoNotContactDto | null> {
    const [row]: { mark: DoNotContactDto | null }[] = await manager.query(`SELECT ${markJsonSql('loan', '$2')} AS mark FROM (SELECT $1::text AS loan_application_no) loan`, [
      loanApplicationNo,
      this.clock.today(),
    ]);
    return row.mark;
  }

  /** Refuses a call or a message to a customer whose loan is marked (409 naming the reason and the last day). */
  async assertContactable(customer: Pick<Customer, 'loanApplicationNo'>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const mark = await this.heldMark(manager, customer.loanApplicationNo, this.clock.today());
    if (mark) throw CustomerErrors.doNotContact(mark);
  }

  private async heldMark(manager: EntityManager, loanApplicationNo: string, today: string): Promise<StoredMark | null> {
    const [mark]: StoredMark[] = await manager.query(
      `SELECT ${STORED} FROM customer_do_not_contact dnc WHERE dnc.loan_application_no = $1 AND ${markHolds('dnc', '$2')}`,
      [loanApplicationNo, today],
    );
    return mark ?? null;
  }
}
