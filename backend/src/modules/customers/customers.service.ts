import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { Group } from '../groups/entities/group.entity.js';
import type { CustomerListRequestDto } from './dto/customer-list.dto.js';
import { customerConditions, type CustomerCondition } from './customer-filters.js';
import { CustomerVisibility } from './customer-visibility.service.js';
import { Customer } from './entities/customer.entity.js';

@Injectable()
export class CustomersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visibility: CustomerVisibility,
  ) {}

  /** One page of the customers the user may see, newest first, with the total matching count. */
  async list(user: SessionUser, request: CustomerListRequestDto): Promise<{ customers: Customer[]; total: number; page: number; limit: number }> {
    const page = request.page ?? 1;
    const limit = request.limit ?? 10;
    const conditions = customerConditions(request, await this.visibility.scopeFor(user));
    const pageQuery = where(this.dataSource.getRepository(Customer).createQueryBuilder('customer'), 'customer', conditions)
      .select('customer.id', 'id')
      .orderBy('customer.id', 'DESC')
      .offset((page - 1) * limit)
      .limit(limit);

    const [total, ids] = await Promise.all([this.count(conditions), pageQuery.getRawMany<{ id: number }>()]);
    const customers = ids.length
      ? await this.dataSource
          .getRepository(Customer)
          .createQueryBuilder('customer')
          .leftJoinAndSelect('customer.group', 'group')
          .innerJoinAndSelect('customer.leadCycle', 'leadCycle')
          .whereInIds(ids.map((row) => row.id))
          .orderBy('customer.id', 'DESC')
          .getMany()
      : [];
    return { customers, total, page, limit };
  }

  /** Exact count: summed from customer_counts when every condition is categorical, else counted in customers. */
  private async count(conditions: CustomerCondition[]): Promise<number> {
    const categorical = conditions.every((condition) => condition.categorical);
    const query = categorical
      ? this.dataSource.createQueryBuilder().select('coalesce(sum(counts.n), 0)::int', 'total').from('customer_counts', 'counts')
      : this.dataSource.createQueryBuilder().select('count(*)::int', 'total').from(Customer, 'customer');
    const row = await where(query, categorical ? 'counts' : 'customer', conditions).getRawOne<{ total: number }>();
    return row?.total ?? 0;
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

function where<T extends WhereExpressionBuilder>(query: T, alias: string, conditions: CustomerCondition[]): T {
  for (const condition of conditions) query.andWhere(condition.sql(alias), condition.params);
  return query;
}
