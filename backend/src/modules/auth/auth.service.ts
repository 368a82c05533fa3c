import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../common/security/password-hasher.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import type { User } from '../users/entities/user.entity.js';
import { toSessionUser, UsersService } from '../users/users.service.js';
import type { RegisterDto, ResetPasswordDto } from './dto/auth.dto.js';
import { SessionsService } from './sessions.service.js';
import { AuthErrors } from './auth.errors.js';
import { LoginThrottle } from './login-throttle.js';
import { bookSignUp } from './sign-up-limit.js';

/** What a registration answers: the new account to a signed-in admin, a sentence to everyone else. */
export type Registration = { user: User } | { message: string };

export const SIGN_UP_RECEIVED = 'Registration received. An administrator must approve your account before you can sign in.';
export const FIRST_ADMIN_CREATED = 'Registration successful. You can now sign in.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly clock: BusinessClock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Checks a sign-in. Unknown email, wrong password and deactivated account all give the same answer, and an
   * unknown email still pays for one hash so timing does not tell them apart either. A sign-up awaiting approval
   * hears so, but only with its right password.
   */
  async validateCredentials(rawEmail: string, password: string, address: string): Promise<SessionUser> {
    const email = String(rawEmail ?? '').trim().toLowerCase();
    const user = await this.users.findByEmail(email);
    const passed = await this.throttle.check(email, address, async () => {
      const valid = await verifyPassword(String(password ?? ''), user?.passwordHash ?? (await dummyPasswordHash()));
      return valid && !!user && (user.isActive || user.awaitingApproval);
    });
    if (!passed || !user) throw AuthErrors.invalidCredentials();
    if (user.awaitingApproval) throw AuthErrors.awaitingApproval();
    return toSessionUser(user);
  }

  /**
   * A signed-in admin creates any account and gets it back. Everyone else signs up as an inactive agent awaiting
   * approval, rate-limited per address, and hears the same sentence whether or not the email was taken. An admin
   * account needs a signed-in admin, or an empty user table (the very first account).
   */
  async register(dto: RegisterDto, caller: SessionUser | undefined, address: string): Promise<Registration> {
    if (caller?.role === 'admin') return { user: await this.users.create(dto, { mustChangePassword: false }) };
    if (dto.role === 'admin') {
      await this.registerFirstAdmin(dto);
      return { message: FIRST_ADMIN_CREATED };
    }
    const passwordHash = await hashPassword(dto.password);
    await this.dataSource.transaction(async (manager) => {
      await bookSignUp(manager, address, this.clock.now());
      await this.users.signUp(dto, passwordHash, manager);
    });
    return { message: SIGN_UP_RECEIVED };
  }

  private registerFirstAdmin(dto: RegisterDto): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      // Serialises "first user becomes admin" so two racing registrations cannot both get it.
      await lockForTransaction(manager, ADVISORY_LOCKS.firstAdminRegistration);
      if ((await this.users.countUsers(manager)) > 0) throw AuthErrors.adminRegistrationForbidden();
      return this.users.create(dto, { mustChangePassword: false }, manager);
    });
  }

  /**
   * Changes the caller's own password, clears must_change_password and ends their other sessions. Wrong current
   * passwords are throttled like sign-ins; hashing happens outside the transaction.
   */
  async changePassword(caller: SessionUser, dto: ResetPasswordDto, currentSid: string, address: string): Promise<void> {
    const user = await this.users.get(caller.id);
    const passed = await this.throttle.check(user.email, address, () => verifyPassword(dto.oldPassword, user.passwordHash));
    if (!passed) throw AuthErrors.wrongCurrentPassword();
    if (dto.oldPassword === dto.newPassword) throw AuthErrors.passwordUnchanged();
    const passwordHash = await hashPassword(dto.newPassword);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.users.lockForUpdate(user.id, manager);
      // Changed by someone else since it was checked: the old password checked is no longer the current one.
      if (current?.passwordHash !== user.passwordHash) throw AuthErrors.wrongCurrentPassword();
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      await this.sessions.endSessionsOf(manager, user.id, currentSid);
    });
  }
}
