import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MESSENGER, MessengerError, type LinkKind, type Messenger } from '../../integrations/messenger/messenger.port.js';
import { CustomerNumberMasking } from '../customers/customer-number-masking.js';
import { chosenNumber, numbersOf } from '../customers/customer-number-slots.js';
import { CustomersService } from '../customers/customers.service.js';
import { DoNotContactService } from '../customers/do-not-contact.service.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import type { LinkMessageDto } from './dto/message.dto.js';
import { isSendableLink, LINK_CONTENT } from './link-content.js';
import { Message } from './entities/message.entity.js';
import { MessageErrors } from './messages.errors.js';


@Injectable()
export class MessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSENGER) private readonly messenger: Messenger,
    private readonly customers: CustomersService,
    private readonly clock: BusinessClock,
    private readonly settings: SettingsService,
    private readonly masking: CustomerNumberMasking,
    private readonly doNotContact: DoNotContactService,
  ) {}

  /**
   * Stores the message (queued) first, then hands it to the messenger; a provider failure marks it failed with
   * the reason and answers with the provider's error, so every attempt stays visible on the customer.
   */
  async send(user: SessionUser, kind: Exclude<LinkKind, 'reference'>, dto: LinkMessageDto): Promise<Message> {
    const customer = await this.customerOf(user, dto);
    await this.doNotContact.assertContactable(customer);
    // A typed number was normalised by the DTO's @IsIndianMobile(). An agent who sees numbers masked sends only to
    // the customer's own: a number they could not read is not one they may choose.
    const to = chosenNumber(customer, { number: dto.toNumber, slot: dto.number_slot }, 'toNumber');
    if (!numbersOf(customer).has(to) && (await this.masking.appliesTo(user))) throw MessageErrors.notCustomersNumber();
    if (!isSendableLink(dto.payment_link, customer, kind, await this.settings.get('messageLinkHosts'))) {
      throw MessageErrors.linkNotAllowed();
    }
    const effectiveKind: LinkKind = kind === 'payment' && to !== customer.mobile ? 'reference' : kind;
    const values = LINK_CONTENT[kind].values(customer).filter((v): v is [string, string | number] => v[1] !== undefined && v[1] !== '');
    const params: [string, string][] = [['customer_name', customer.name], ...values.map(([k, v]) => [k, String(v)] as [string, string])];
    const message = await this.dataSource.getRepository(Message).save({
      id: randomUUID(),
      customerId: customer.id,
      agentId: user.id,
      kind: effectiveKind,
      toNumber: to,
      template: this.config.whatsapp.templates[effectiveKind],
      link: dto.payment_link,
      params,
      status: 'queued',
      provider: this.messenger.channel,
      statusHistory: [{ status: 'queued' as const, at: this.clock.now().toISOString() }],
    });
    try {
      const result = await this.messenger.send({
        messageId: message.id, to: `+91${to}`, kind: effectiveKind, template: { name: message.template, language: this.config.whatsapp.language }, params, link: message.link,
      });
      await this.dataSource.getRepository(Message).update({ id: message.id }, { providerMessageId: result.providerMessageId });
      message.providerMessageId = result.providerMessageId;
      return message;
    } catch (error) {
      const reason = error instanceof MessengerError ? { code: error.code, title: error.message } : { code: 'UNKNOWN', title: 'The message could not be sent' };
      await this.dataSource.getRepository(Message).update({ id: message.id }, {
        status: 'failed', error: reason, statusHistory: [...message.statusHistory, { status: 'failed', at: this.clock.now().toISOString() }],
      });
      throw MessageErrors.sendFailed(reason.title, error);
    }
  }

  async list(user: SessionUser, customerId: number): Promise<{ message: Message; sentBy: string | null }[]> {
    await this.customers.findVisible(user, customerId);
    const rows = await this.dataSource.getRepository(Message).find({ where: { customerId }, relations: { agent: true }, order: { createdAt: 'DESC' } });
    return rows.map((message) => ({ message, sentBy: message.agent?.name ?? null }));
  }

  private async customerOf(user: SessionUser, dto: LinkMessageDto): Promise<Customer> {
    if (dto.customer_id !== undefined) return this.customers.findVisible(user, dto.customer_id);
    if (dto.loan_application_no?.trim()) {
      const [latest] = await this.customers.findByLoanNumber(user, dto.loan_application_no.trim());
      return latest;
    }
    throw MessageErrors.customerNotNamed();
  }
}
