import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in, kept briefly so throttling works across server instances. */
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

  @CreateDateColumn({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;
}
