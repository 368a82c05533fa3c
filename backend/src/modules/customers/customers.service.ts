import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { normalizeIndianMobile } from '../../common/phone.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { Group } from '../groups/entities/group.entity.js';
import type { CustomerListRequestDto } from './dto/customer-list.dto.js';
import { CustomerVisibility } from './customer-visibility.service.js';
import { Customer } from './entities/customer.entity.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Digits of a search that looks like a phone number, normalised the way mobiles are stored. */
function mobileSearchDigits(search: string): string | undefined {
  if (!/^[+\d\s()-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  return normalizeIndianMobile(digits) ?? (digits.length > 10 ? digits.replace(/^(91|0)/, '') : digits);
}

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
    const base = await this.visibleQuery(user);
    this.applyFilters(base, request);

    const [total, ids] = await Promise.all([
      base.clone().getCount(),
      base
        .clone()
        .select('customer.id', 'id')
        .orderBy('customer.id', 'DESC')
        .offset((page - 1) * limit)
        .limit(limit)
        .getRawMany<{ id: number }>(),
    ]);
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

  private applyFilters(query: SelectQueryBuilder<Customer>, request: CustomerListRequestDto): void {
    const search = request.search?.trim();
    if (search) {
      const digits = mobileSearchDigits(search);
      const prefix = `${escapeLike(search.toLowerCase())}%`;
      if (digits) {
        query.andWhere(`(customer.mobile LIKE :mobilePrefix OR lower(customer.loan_application_no) LIKE :prefix)`, {
          mobilePrefix: `${digits}%`,
          prefix,
        });
      } else {
        query.andWhere(
          `(customer.name ILIKE :contains OR lower(customer.loan_application_no) LIKE :prefix OR lower(customer.kyc_email) LIKE :prefix)`,
          { contains: `%${escapeLike(search)}%`, prefix },
        );
      }
    }
    if (request.status?.length) query.andWhere('customer.status IN (:...statuses)', { statuses: request.status });
    if (request.last_disposition_status?.length) {
      query.andWhere('customer.last_disposition_status IN (:...dispositions)', { dispositions: request.last_disposition_status });
    }
    this.applyRange(query, 'next_follow_up', request.next_follow_up);
    this.applyRange(query, 'last_connected_at', request.last_connected_at);
    if (request.group_id !== undefined) query.andWhere('customer.group_id = :groupId', { groupId: request.group_id });
    if (request.lead_cycle_id !== undefined) query.andWhere('customer.lead_cycle_id = :leadCycleId', { leadCycleId: request.lead_cycle_id });
  }

  private applyRange(query: SelectQueryBuilder<Customer>, column: 'next_follow_up' | 'last_connected_at', range?: { start?: string; end?: string }): void {
    if (range?.start) query.andWhere(`customer.${column} >= :${column}Start`, { [`${column}Start`]: range.start });
    if (range?.end) query.andWhere(`customer.${column} <= :${column}End`, { [`${column}End`]: range.end });
  }
}
