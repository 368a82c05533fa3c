import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in (or one still being checked), kept briefly so throttling works across server instances. */
@Entity('login_attempts')
@Index('IDX_login_attempts_email_time', ['email', 'attemptedAt'])
@Index('IDX_login_attempts_ip_time', ['ip', 'attemptedAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  ip: string;

  /** The password check is still running: a failure of its email already, of its address only once it fails. */
  @Column({ type: 'boolean', default: false })
  checking: boolean;

  @CreateDateColumn({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;
}
