import { EARLIEST_PAID_DATE } from '@crm/shared';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Transactions } from '../../common/database/transactions.js';
import type { ImportedPayment, PaymentRecorder } from '../../common/payments/payment-recorder.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuditService } from '../audit/audit.service.js';
import { CustomersService } from '../customers/customers.service.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import type { CreatePaymentDto } from './dto/payment.dto.js';
import type { PaymentSource } from '../../common/payments/payment-sources.js';
import { WebhookEvents } from '../webhooks/webhook-events.service.js';
import { toPaymentResponse } from './dto/payment.dto.js';
import { Payment } from './entities/payment.entity.js';
import { PromisesService } from './promises.service.js';
import { PaymentErrors } from './promises.errors.js';


/** Payments: posted by integrators and admins, or brought by imports; each decides the promises it keeps. */
@Injectable()
export class PaymentsService implements PaymentRecorder {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: BusinessClock,
    private readonly customers: CustomersService,
    private readonly promises: PromisesService,
    private readonly audit: AuditService,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  /**
   * Records a payment once per reference: the same reference with the same payment answers the stored one
   * (`created` false) and changes nothing; with a different customer, amount or date it is a conflict.
   * `source` says how it came: through the API, or typed by an admin on the customer page.
   */
  async record(user: SessionUser, dto: CreatePaymentDto, source: Extract<PaymentSource, 'api' | 'screen'> = 'api'): Promise<{ payment: Payment; created: boolean }> {
    if (dto.paid_date > this.clock.today()) throw PaymentErrors.futureDate();
    const customerId = await this.customerOf(user, dto);
    return this.transactions.run(async (manager) => {
      checkNotBeforeLoan(await this.customers.findVisible(user, customerId, manager, true), dto.paid_date);
      const [inserted]: { id: number }[] = await manager.query(
        `INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, reference, recorded_by)
         VALUES ($1, $2, $3, $6, $4, $5) ON CONFLICT (reference) DO NOTHING RETURNING id`,
        [customerId, dto.paid_date, dto.amount, dto.reference, user.id, source],
      );
      if (!inserted) {
        const existing = await manager.findOneByOrFail(Payment, { reference: dto.reference });
        const same = existing.customerId === customerId && existing.totalPaidAmount === dto.amount && existing.paidDate === dto.paid_date;
        if (!same) throw PaymentErrors.referenceTaken();
        return { payment: existing, created: false };
      }
      const payment = await manager.findOneByOrFail(Payment, { id: inserted.id });
      await this.audit.record(manager, { entity: 'payment', entityId: payment.id, action: 'create', after: { customerId, paidDate: dto.paid_date, amount: dto.amount, reference: dto.reference, source } });
      await this.webhookEvents.enqueue(manager, 'payment.recorded', toPaymentResponse(payment));
      await this.promises.decideForCustomers(manager, [customerId]);
      return { payment, created: true };
    });
  }

  /**
   * The import's newer last payments, in one statement, recorded by whoever made the import, then the promises they
   * decide (the import's audit row covers them).
   */
  async recordImported(manager: EntityManager, importId: string, payments: ImportedPayment[]): Promise<number> {
    if (payments.length === 0) return 0;
    await manager.query(
      `INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, import_id, recorded_by)
       SELECT customer_id, paid_date, amount, 'import', $4, (SELECT created_by FROM customer_imports WHERE id = $4)
       FROM unnest($1::int[], $2::date[], $3::numeric[]) AS t (customer_id, paid_date, amount)`,
      [payments.map((p) => p.customerId), payments.map((p) => p.paidDate), payments.map((p) => p.amount), importId],
    );
    await this.promises.decideForCustomers(manager, payments.map((p) => p.customerId));
    return payments.length;
  }

  private async customerOf(user: SessionUser, dto: CreatePaymentDto): Promise<number> {
    if (dto.loan_application_no !== undefined) {
      const rows = await this.customers.findByLoanNumber(user, dto.loan_application_no);
      if (dto.customer_id === undefined) return rows[0].id;
      if (!rows.some((row) => row.id === dto.customer_id)) throw PaymentErrors.customerMismatch();
      return dto.customer_id;
    }
    if (dto.customer_id === undefined) throw PaymentErrors.customerRequired();
    return dto.customer_id;
  }
}

/** A payment is not older than its loan: from the disbursal date, or 01/01/2000 when that is not known. */
function checkNotBeforeLoan(customer: Customer, paidDate: string): void {
  if (customer.disbursalDate && paidDate < customer.disbursalDate) throw PaymentErrors.beforeDisbursal(customer.disbursalDate);
  if (!customer.disbursalDate && paidDate < EARLIEST_PAID_DATE) throw PaymentErrors.beforeEarliest(EARLIEST_PAID_DATE);
}
