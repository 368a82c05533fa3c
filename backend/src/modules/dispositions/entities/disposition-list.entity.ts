import { Check, Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import { NumberedRecord } from '../../../common/entity/record-columns.js';
import { DispositionStatus } from './disposition-status.entity.js';

export const ENABLEMENT = ['enabled', 'disabled'] as const;
export type Enablement = (typeof ENABLEMENT)[number];

@Entity('disposition_lists')
@Index('UQ_disposition_lists_name_lower', { synchronize: false })
@Check('CHK_disposition_lists_status', `"status" IN ('enabled', 'disabled')`)
export class DispositionList extends NumberedRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', default: 'enabled' })
  status: Enablement;

  /** The dialer provider's id once synced (telephony). */
  @Column({ name: 'provider_id', type: 'text', nullable: true })
  providerId: string | null;

  /** Fingerprint of the fields last pushed to the dialer: an unchanged item is not pushed again. */
  @Column({ name: 'provider_hash', type: 'text', nullable: true })
  providerHash: string | null;

  @OneToMany(() => DispositionStatus, (status) => status.list)
  statuses: Relation<DispositionStatus[]>;
}
