import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, SelectQueryBuilder } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { CustomerVisibility } from '../customers/customer-visibility.service.js';
import type { CallsQueryDto, UpdateCallDto } from './dto/call.dto.js';
import type { CallState } from '../../integrations/dialer/dialer.port.js';
import { Call, type CallStatus } from './entities/call.entity.js';
import { containsPattern, lowerPrefixPattern } from '../../common/like-pattern.js';

export interface NewCall {
  customerId: number;
  agentId: number | null;
  phoneNumber: string;
  status?: CallStatus;
  callDateTime?: Date;
  duration?: number;
  recordingUrl?: string | null;
  transcriptText?: string | null;
  providerCallId?: string | null;
  state?: CallState;
  provider?: string | null;
}

export const ONLY_CALLER_EDITS = "Only the agent who made this call or an administrator can change its notes";

/** Calls, seen through the same customer visibility as everything else: an agent sees calls of customers they may see. */
@Injectable()
export class CallsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visibility: CustomerVisibility,
  ) {}

  async list(user: SessionUser, query: CallsQueryDto): Promise<{ calls: Call[]; total: number; page: number; limit: number }> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const base = await this.visibleQuery(user);
    const search = query.search?.trim();
    if (search) {
      const contains = containsPattern(search);
      const prefix = lowerPrefixPattern(search);
      const digits = search.replace(/\D/g, '');
      base.andWhere(
        new Brackets((where) => {
          where
            .where('customer.name ILIKE :contains', { contains })
            .orWhere('lower(customer.loan_application_no) LIKE :prefix', { prefix })
            .orWhere('agent.name ILIKE :contains', { contains });
          if (digits.length >= 3) where.orWhere('call.phone_number LIKE :phone', { phone: `%${digits}%` });
        }),
      );
    }
    if (query.status) base.andWhere('call.status = :status', { status: query.status });
    const [calls, total] = await base
      .orderBy('call.callDateTime', 'DESC')
      .addOrderBy('call.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { calls, total, page, limit };
  }

  async get(user: SessionUser, id: number): Promise<Call> {
    const call = await (await this.visibleQuery(user)).andWhere('call.id = :id', { id }).getOne();
    if (!call) throw new NotFoundException('Call not found');
    return call;
  }

  /** Call History is a true record: seeing a call (a shared customer) is not enough to rewrite what its agent wrote. */
  async update(user: SessionUser, id: number, dto: UpdateCallDto): Promise<Call> {
    const call = await this.get(user, id);
    if (user.role !== 'admin' && call.agentId !== user.id) throw new ForbiddenException(ONLY_CALLER_EDITS);
    if (dto.notes !== undefined) call.notes = dto.notes?.trim() || null;
    if (dto.disposition_note !== undefined) call.dispositionNote = dto.disposition_note?.trim() || null;
    await this.dataSource.getRepository(Call).update({ id }, { notes: call.notes, dispositionNote: call.dispositionNote });
    return call;
  }

  async remove(user: SessionUser, id: number): Promise<Call> {
    const call = await this.get(user, id);
    await this.dataSource.getRepository(Call).delete({ id });
    return call;
  }

  /** Creates a call row (the dialer integration places calls through this). */
  create(fields: NewCall): Promise<Call> {
    const repository = this.dataSource.getRepository(Call);
    return repository.save(
      repository.create({
        status: 'initiated',
        callDateTime: new Date(),
        duration: 0,
        metadata: {},
        ...fields,
      }),
    );
  }

  private async visibleQuery(user: SessionUser): Promise<SelectQueryBuilder<Call>> {
    const query = this.dataSource
      .getRepository(Call)
      .createQueryBuilder('call')
      .innerJoinAndSelect('call.customer', 'customer')
      .leftJoinAndSelect('call.agent', 'agent');
    const scope = await this.visibility.scopeFor(user);
    if (scope) query.where(scope.condition('customer'), scope.params);
    return query;
  }
}
