import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The table connect-pg-simple keeps express sessions in (its documented schema). */
@Entity('session')
@Index('IDX_session_expire', ['expire'])
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: { passport?: { user?: number } } & Record<string, unknown>;

  @Column({ type: 'timestamptz', precision: 6 })
  expire: Date;
}
