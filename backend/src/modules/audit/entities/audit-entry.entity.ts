import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'timestamptz' }) at: Date;
  @Column({ name: 'actor_id', type: 'int', nullable: true }) actorId: number | null;
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor: Relation<User> | null;
  @Column({ name: 'actor_ip', type: 'text', nullable: true }) actorIp: string | null;
  /** The API key that made the change (modules/api-keys); then actor_id is null. */
  @Column({ name: 'actor_key_id', type: 'int', nullable: true }) actorKeyId: number | null;
  @Column({ type: 'text' }) entity: string;
  @Column({ name: 'entity_id', type: 'text' }) entityId: string;
  @Column({ type: 'text' }) action: string;
  @Column({ type: 'jsonb', default: {} }) changes: AuditChanges;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ name: 'tx_id', type: 'bigint', insert: false, update: false }) txId: string;
}
