import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One public sign-up from a client address, kept for the sign-up rate limit across server instances. */
@Entity('registration_attempts')
@Index('IDX_registration_attempts_ip_time', ['ip', 'attemptedAt'])
export class RegistrationAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  ip: string;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;
}
