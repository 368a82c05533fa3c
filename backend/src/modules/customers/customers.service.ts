import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import type { CustomerListRequestDto } from './dto/customer-list.dto.js';
import type { CustomerSummaryDto } from './dto/customer-response.dto.js';
import { customerListQuery, needsViewerSize, viewerSizeSql } from './customer-list-query.js';
import { assertGroupExists } from './group-reference.js';
import { CustomerVisibility, type CustomerScope } from './customer-visibility.service.js';
import { CustomerErrors } from './customers.errors.js';
import { isMarkedSql } from './do-not-contact-sql.js';
import { Customer } from './entities/customer.entity.js';
import { AuditService } from '../audit/audit.service.js';
import { twoSignificantDigits } from '../../common/two-significant-digits.js';
import { BusinessClock } from '../../common/time/business-clock.js';

export interface CustomerListPage {
  customers: CustomerSummaryDto[];
  total: number;
  totalIsEstimate: boolean;
  hasNextPage: boolean;
  page: number;
  limit: number;
}

@Injectable()
export class CustomersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visibility: CustomerVisibility,
    private readonly audit: AuditService,
    private readonly clock: BusinessClock,
  ) {}

  /**
   * One page of the customers the user may see, with the total matching count (an estimate beyond a search's exact
   * limit, never less than the rows known to exist): one statement (see customerListQuery), which reads one row more
   * than the page to tell whether a next page exists.
   */
  async list(user: SessionUser, request: CustomerListRequestDto): Promise<CustomerListPage> {
    const scope = await this.visibility.scopeFor(user);
    const size = scope && needsViewerSize(request, scope) ? await this.viewerSize(scope) : null;
    const { query, pageNumber, limit } = this.listQuery(request, scope, size);
    const rows: ({ total: number; estimate: boolean } & CustomerSummaryDto)[] = await this.dataSource.query(...query);
    // An empty page comes back as the one total row with no customer in it.
    const read = rows[0].id === null ? [] : rows.map(({ total: _total, estimate: _estimate, ...customer }) => customer);
    const customers = read.slice(0, limit);
    const hasNextPage = read.length > limit;
    const seen = (pageNumber - 1) * limit + customers.length;
    const [{ total, estimate }] = rows;
    if (estimate && !hasNextPage && customers.length > 0) return { customers, total: seen, totalIsEstimate: false, hasNextPage, page: pageNumber, limit };
    const shown = estimate ? Math.max(twoSignificantDigits(total), seen + (hasNextPage ? 1 : 0)) : total;
    return { customers, total: shown, totalIsEstimate: estimate, hasNextPage, page: pageNumber, limit };
  }

  /** The SQL of a list request and its parameters (also what `npm run bench` runs directly to compare against the API). */
  listQuery(request: CustomerListRequestDto, scope: CustomerScope | null, seen: number | null = null) {
    const { sql, params, pageNumber, limit } = customerListQuery(request, scope, seen, this.clock.today());
    return { query: this.dataSource.driver.escapeQueryWithParameters(sql, params), pageNumber, limit };
  }

  /** How many customers an agent sees (an agent's search chooses its path by it: customer-list-query.ts). */
  private async viewerSize(scope: CustomerScope): Promise<number> {
    const [{ seen }]: { seen: number }[] = await this.dataSource.query(...this.dataSource.driver.escapeQueryWithParameters(viewerSizeSql(scope), scope.params));
    return seen;
  }

  /** Every visible customer row with that loan number (one per lead cycle), newest cycle first. */
  async findByLoanNumber(user: SessionUser, loanApplicationNo: string): Promise<Customer[]> {
    const query = (await this.visibleQuery(user))
      .leftJoinAndSelect('customer.group', 'group')
      .innerJoinAndSelect('customer.leadCycle', 'leadCycle')
      .leftJoinAndSelect('customer.payments', 'payment')
      .leftJoin('payment.recorder', 'recorder')
      .addSelect(['recorder.id', 'recorder.name'])
      .andWhere('customer.loan_application_no = :loanApplicationNo', { loanApplicationNo })
      .orderBy('leadCycle.startDate', 'DESC')
      .addOrderBy('customer.id', 'DESC');
    const customers = await query.getMany();
    if (customers.length === 0) throw CustomerErrors.notFound();
    return customers;
  }

  /** The customer with this id if the user may see it (optionally locked for update), else 404. */
  async findVisible(user: SessionUser, id: number, manager: EntityManager = this.dataSource.manager, lock = false): Promise<Customer> {
    const query = manager.getRepository(Customer).createQueryBuilder('customer').where('customer.id = :id', { id });
    const scope = await this.visibility.scopeFor(user);
    if (scope) query.andWhere(scope.condition('customer'), scope.params);
    if (lock) query.setLock('pessimistic_write');
    const customer = await query.getOne();
    if (!customer) throw CustomerErrors.notFound();
    return customer;
  }

  /**
   * Every row of this customer's loan (one per lead cycle) that the user may see, this one included, with its lead
   * cycle; 404 unless the user may see this one. What a loan's history across cycles is read from.
   */
  async visibleRowsOfLoan(user: SessionUser, customerId: number): Promise<{ id: number; leadCycleId: number; leadCycleName: string }[]> {
    const customer = await this.findVisible(user, customerId);
    return (await this.visibleQuery(user))
      .innerJoin('customer.leadCycle', 'leadCycle')
      .select(['customer.id AS id', 'leadCycle.id AS "leadCycleId"', 'leadCycle.name AS "leadCycleName"'])
      .andWhere('customer.loan_application_no = :loanApplicationNo', { loanApplicationNo: customer.loanApplicationNo })
      .getRawMany();
  }

  /** Locks and deletes the row, so of two concurrent deletes exactly one succeeds and the other gets 404. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [[customer]]: [Record<string, unknown>[], number] = await manager.query('DELETE FROM customers WHERE id = $1 RETURNING *', [id]);
      if (!customer) throw CustomerErrors.notFound();
      await this.audit.record(manager, { entity: 'customer', entityId: id, action: 'delete', before: customer });
    });
  }

  /** Deletes the lead: every row of that loan number, in every lead cycle (one audit row per deleted customer). */
  async removeLead(loanApplicationNo: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [deleted]: [Record<string, unknown>[], number] = await manager.query('DELETE FROM customers WHERE loan_application_no = $1 RETURNING *', [loanApplicationNo]);
      if (deleted.length === 0) throw CustomerErrors.notFound();
      await this.audit.recordAll(manager, deleted.map((customer) => ({ entity: 'customer', entityId: String(customer.id), action: 'delete_lead', before: customer })));
      return deleted.length;
    });
  }

  /** Moves the customers to the group (null: unassigned); one audit row per customer whose group changed. */
  async bulkAssign(customerIds: number[], groupId: number | null): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (groupId !== null) await assertGroupExists(manager, groupId);
      const [moved]: [{ id: number; before: number | null }[], number] = await manager.query(
        `UPDATE customers c SET group_id = $1, updated_at = now()
         FROM (SELECT id, group_id FROM customers WHERE id = ANY($2::int[]) FOR UPDATE) old
         WHERE c.id = old.id
         RETURNING c.id, old.group_id AS before`,
        [groupId, [...new Set(customerIds)]],
      );
      const changed = moved.filter(({ before }) => before !== groupId);
      await this.audit.recordAll(manager, changed.map(({ id, before }) => ({ entity: 'customer', entityId: id, action: 'assign', before: { groupId: before }, after: { groupId } })));
      return moved.length;
    });
  }

  /**
   * "The customer was reached", the one spelling for feedback and the dialer: last_connected_at only moves
   * forward, so an event reported late (a webhook retry, the call-records pull) cannot undo a newer contact.
   */
  async recordContact(manager: EntityManager, customerId: number, at: Date): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Customer)
      .set({ lastConnectedAt: at })
      .where('id = :customerId AND (last_connected_at IS NULL OR last_connected_at < :at)', { customerId, at })
      .execute();
  }

  /** The outcome of the latest feedback: the disposition code, the follow-up and the customer's merged metadata. */
  async recordDisposition(
    manager: EntityManager,
    customerId: number,
    outcome: { dispositionCode: string; nextFollowUp: Date | null; metadata: Customer['metadata'] },
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Customer)
      .set({ lastDispositionStatus: outcome.dispositionCode, nextFollowUp: outcome.nextFollowUp, metadata: () => 'CAST(:metadata AS jsonb)' })
      .setParameter('metadata', JSON.stringify(outcome.metadata))
      .where('id = :customerId', { customerId })
      .execute();
  }

  /** Moves a group's customers to unassigned (the group is being deleted); returns how many moved. */
  async unassignGroup(manager: EntityManager, groupId: number): Promise<number> {
    const moved = await manager.query('UPDATE customers SET group_id = NULL, updated_at = now() WHERE group_id = $1', [groupId]);
    return moved[1] ?? 0;
  }

  /** The next batch (keyset by id) of a lead cycle's customers a dialer may call: not paid, not excluded, not marked do not contact. */
  dialableBatch(leadCycleId: number, afterId: number, size: number): Promise<Customer[]> {
    return this.dataSource
      .getRepository(Customer)
      .createQueryBuilder('customer')
      .where('customer.lead_cycle_id = :cycle AND customer.id > :afterId', { cycle: leadCycleId, afterId })
      .andWhere(`customer.status <> 'paid' AND NOT customer.exclusion_flag AND NOT ${isMarkedSql('customer', ':today')}`, { today: this.clock.today() })
      .select(['customer.id', 'customer.name', 'customer.mobile', 'customer.kycEmail', 'customer.lendingPartner', 'customer.loanApplicationNo', 'customer.overdueAmount', 'customer.metadata'])
      .orderBy('customer.id', 'ASC')
      .take(size)
      .getMany();
  }

  private async visibleQuery(user: SessionUser): Promise<SelectQueryBuilder<Customer>> {
    const query = this.dataSource.getRepository(Customer).createQueryBuilder('customer');
    const scope = await this.visibility.scopeFor(user);
    if (scope) query.where(scope.condition('customer'), scope.params);
    return query;
  }
}
