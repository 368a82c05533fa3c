import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { NumberedRecord } from '../../../common/entity/record-columns.js';
import { DispositionList, type Enablement } from './disposition-list.entity.js';

export const CONTACT_TYPES = ['WPC', 'RPC', 'NC'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

@Entity('disposition_statuses')
@Index('UQ_disposition_statuses_list_code_lower', { synchronize: false })
@Check('CHK_disposition_statuses_status', `"status" IN ('enabled', 'disabled')`)
@Check('CHK_disposition_statuses_contact_type', `"contact_type" IN ('WPC', 'RPC', 'NC')`)
@Check('CHK_disposition_statuses_duration', `"disposition_next_call_duration" IS NULL OR "disposition_next_call_duration" BETWEEN 0 AND 10080`)
export class DispositionStatus extends NumberedRecord {
  @Column({ name: 'disposition_list_id', type: 'integer' })
  listId: number;

  @ManyToOne(() => DispositionList, (list) => list.statuses, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'disposition_list_id' })
  list: Relation<DispositionList>;

  @Column({ type: 'text' })
  name: string;

  /** Unique within its list, whatever the case. */
  @Column({ type: 'text' })
  code: string;

  @Column({ name: 'is_default_disposition', type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ type: 'text', default: 'enabled' })
  status: Enablement;

  @Column({ name: 'contact_type', type: 'text', default: 'RPC' })
  contactType: ContactType;

  @Column({ name: 'next_date_time_needed', type: 'boolean', default: false })
  nextDateTimeNeeded: boolean;

  /** Recording this status records a promise to pay (RPC "PTP" statuses always do: see isPromise). */
  @Column({ name: 'is_promise', type: 'boolean', default: false })
  isPromise: boolean;

  /** Minutes until the next call; null means none is preset. */
  @Column({ name: 'disposition_next_call_duration', type: 'integer', nullable: true, default: 30 })
  nextCallDuration: number | null;

  @Column({ name: 'provider_id', type: 'text', nullable: true })
  providerId: string | null;

  /** Fingerprint of the fields last pushed to the dialer: an unchanged item is not pushed again. */
  @Column({ name: 'provider_hash', type: 'text', nullable: true })
  providerHash: string | null;
}
