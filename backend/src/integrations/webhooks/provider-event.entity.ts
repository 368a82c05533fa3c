import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every webhook delivery, stored before it is applied; the unique key makes a re-delivery a no-op. */
@Entity('provider_events')
@Index('UQ_provider_events_key', ['eventKey'], { unique: true })
export class ProviderEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  provider: string;

  /** sha256 of provider and raw body. */
  @Column({ name: 'event_key', type: 'text' })
  eventKey: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;

  @Column({ type: 'jsonb' })
  body: unknown;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
