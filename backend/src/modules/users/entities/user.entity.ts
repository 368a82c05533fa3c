import { Check, Column, Entity, Index } from 'typeorm';
import { NumberedRecord } from '../../../common/entity/record-columns.js';
import type { Role } from '../../../common/security/role.js';

@Entity('users')
@Index('UQ_users_email', ['email'], { unique: true })
@Index('UQ_users_dialer_agent_id', ['dialerAgentId'], { unique: true })
@Check('CHK_users_role', `"role" IN ('admin', 'agent')`)
export class User extends NumberedRecord {
  @Column({ type: 'text' })
  name: string;

  /** Always stored trimmed and lower-cased, so the unique index is case-insensitive in effect. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text', default: 'agent' })
  role: Role;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** A public sign-up not yet approved: inactive, and sign-in says so; approving (is_active true) clears it. */
  @Column({ name: 'awaiting_approval', type: 'boolean', default: false })
  awaitingApproval: boolean;

  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  /** The dialer agent this user calls as (set by the user sync); null until linked. */
  @Column({ name: 'dialer_agent_id', type: 'text', nullable: true })
  dialerAgentId: string | null;

  /** The dialer agent's follow-me number (E.164), kept so a re-created agent is found again by phone. */
  @Column({ name: 'dialer_agent_number', type: 'text', nullable: true })
  dialerAgentNumber: string | null;

  @Column({ name: 'dialer_extension', type: 'text', nullable: true })
  dialerExtension: string | null;
}
