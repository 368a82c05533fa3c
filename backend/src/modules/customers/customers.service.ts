import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder, type ObjectLiteral, type WhereExpressionBuilder } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { Group } from '../groups/entities/group.entity.js';
import type { CustomerListRequestDto } from './dto/customer-list.dto.js';
import { CUSTOMER_SUMMARY_COLUMNS, type CustomerSummaryDto } from './dto/customer-response.dto.js';
import { customerConditions, type CustomerCondition } from './customer-filters.js';
import { CustomerVisibility, type CustomerScope } from './customer-visibility.service.js';
import { Customer } from './entities/customer.entity.js';

@Injectable()
export class CustomersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visibility: CustomerVisibility,
  ) {}

  /**
   * One page of the customers the user may see, newest first, with the total matching count: two queries in
   * parallel, the page selected straight into the list shape (no entity hydration on this hot path).
   */
  async list(user: SessionUser, request: CustomerListRequestDto): Promise<{ customers: CustomerSummaryDto[]; total: number; page: number; limit: number }> {
    const queries = this.listQueries(request, await this.visibility.scopeFor(user));
    const [[{ total }], customers] = await Promise.all([
      this.dataSource.query(...queries.count) as Promise<{ total: number }[]>,
      this.dataSource.query(...queries.page) as Promise<CustomerSummaryDto[]>,
    ]);
    return { customers, total, page: queries.pageNumber, limit: queries.limit };
  }

  /** The SQL of a list request (also what `npm run bench` runs directly to compare against the API). */
  listQueries(request: CustomerListRequestDto, scope: CustomerScope | null) {
    const pageNumber = request.page ?? 1;
    const limit = request.limit ?? 10;
    const conditions = customerConditions(request, scope);
    const order = listOrder(request, conditions);
    // The page's ids first (an index-only walk, however deep the offset), then the joins for those rows only.
    const ids = (sub: SelectQueryBuilder<ObjectLiteral>) => {
      const query = where(sub.subQuery().select('customer.id', 'id').from(Customer, 'customer'), 'customer', conditions);
      order.inner.forEach(([expression, direction], i) => (i === 0 ? query.orderBy(expression, direction) : query.addOrderBy(expression, direction)));
      return query.offset((pageNumber - 1) * limit).limit(limit);
    };
    const page = this.dataSource
      .createQueryBuilder()
      .select(CUSTOMER_SUMMARY_COLUMNS)
      .from(ids, 'page_ids')
      .innerJoin('customers', 'customer', 'customer.id = page_ids.id')
      .leftJoin('groups', 'grp', 'grp.id = customer.group_id')
      .innerJoin('lead_cycles', 'cycle', 'cycle.id = customer.lead_cycle_id');
    order.outer.forEach(([expression, direction], i) => (i === 0 ? page.orderBy(expression, direction) : page.addOrderBy(expression, direction)));
    // Exact count: summed from customer_counts when every condition is categorical, else counted in customers.
    const categorical = conditions.every((condition) => condition.categorical);
    const count = categorical
      ? where(this.dataSource.createQueryBuilder().select('coalesce(sum(counts.n), 0)::int', 'total').from('customer_counts', 'counts'), 'counts', conditions)
      : where(this.dataSource.createQueryBuilder().select('count(*)::int', 'total').from(Customer, 'customer'), 'customer', conditions);
    return { page: page.getQueryAndParameters(), count: count.getQueryAndParameters(), pageNumber, limit };
  }

  /** Every visible customer row with that loan number (one per lead cycle), newest cycle first. */
  async findByLoanNumber(user: SessionUser, loanApplicationNo: string): Promise<Customer[]> {
    const query = (await this.visibleQuery(user))
      .leftJoinAndSelect('customer.group', 'group')
      .innerJoinAndSelect('customer.leadCycle', 'leadCycle')
      .leftJoinAndSelect('customer.payments', 'payment')
      .andWhere('customer.loan_application_no = :loanApplicationNo', { loanApplicationNo })
      .orderBy('leadCycle.startDate', 'DESC')
      .addOrderBy('customer.id', 'DESC');
    const customers = await query.getMany();
    if (customers.length === 0) throw new NotFoundException('Customer not found');
    return customers;
  }

  /** The customer with this id if the user may see it (optionally locked for update), else 404. */
  async findVisible(user: SessionUser, id: number, manager: EntityManager = this.dataSource.manager, lock = false): Promise<Customer> {
    const query = manager.getRepository(Customer).createQueryBuilder('customer').where('customer.id = :id', { id });
    const scope = await this.visibility.scopeFor(user);
    if (scope) query.andWhere(scope.condition('customer'), scope.params);
    if (lock) query.setLock('pessimistic_write');
    const customer = await query.getOne();
    if (!customer) throw new NotFoundException('Customer not found');
    return customer;
  }

  async remove(id: number): Promise<Customer> {
    const customer = await this.dataSource.getRepository(Customer).findOneBy({ id });
    if (!customer) throw new NotFoundException('Customer not found');
    await this.dataSource.getRepository(Customer).delete({ id });
    return customer;
  }

  /** Deletes the lead: every row of that loan number, in every lead cycle. */
  async removeLead(loanApplicationNo: string): Promise<number> {
    const result = await this.dataSource.getRepository(Customer).delete({ loanApplicationNo });
    if (!result.affected) throw new NotFoundException('Customer not found');
    return result.affected;
  }

  async bulkAssign(customerIds: number[], groupId: number | null): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (groupId !== null && !(await manager.existsBy(Group, { id: groupId }))) throw new NotFoundException(`Group ${groupId} not found`);
      const result = await manager
        .createQueryBuilder()
        .update(Customer)
        .set({ groupId })
        .where('id IN (:...ids)', { ids: [...new Set(customerIds)] })
        .execute();
      return result.affected ?? 0;
    });
  }

  private async visibleQuery(user: SessionUser): Promise<SelectQueryBuilder<Customer>> {
    const query = this.dataSource.getRepository(Customer).createQueryBuilder('customer');
    const scope = await this.visibility.scopeFor(user);
    if (scope) query.where(scope.condition('customer'), scope.params);
    return query;
  }
}

type Ordering = [string, 'ASC' | 'DESC'][];

/**
 * Newest first, except: a follow-up range lists the earliest follow-up first (what an agent works through, and
 * what the follow-up index returns in order); a search finds all its few matches before sorting (ordering by the
 * bare id would tempt the planner to walk the whole primary key testing each row, ruinous when nothing matches).
 */
function listOrder(request: CustomerListRequestDto, conditions: CustomerCondition[]): { inner: Ordering; outer: Ordering } {
  if (conditions.some((c) => c.selective)) return { inner: [['customer.id + 0', 'DESC']], outer: [['customer.id', 'DESC']] };
  if (request.next_follow_up?.start || request.next_follow_up?.end) {
    const byFollowUp: Ordering = [['customer.next_follow_up', 'ASC'], ['customer.id', 'ASC']];
    return { inner: byFollowUp, outer: byFollowUp };
  }
  return { inner: [['customer.id', 'DESC']], outer: [['customer.id', 'DESC']] };
}

function where<T extends WhereExpressionBuilder>(query: T, alias: string, conditions: CustomerCondition[]): T {
  for (const condition of conditions) query.andWhere(condition.sql(alias), condition.params);
  return query;
}
