import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import { dummyPasswordHash, verifyPassword } from '../../common/security/password-hasher.js';
import type { SessionUser } from '../../common/security/session-user.js';
import type { User } from '../users/entities/user.entity.js';
import { toSessionUser, UsersService } from '../users/users.service.js';
import type { RegisterDto, ResetPasswordDto } from './dto/auth.dto.js';
import { SessionsService } from './sessions.service.js';
import { AuthErrors } from './auth.errors.js';
import { assertNotThrottled, clearFailedLogins, recordFailedLogin } from './login-throttle.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Checks a sign-in. Unknown email, wrong password and inactive account all give the same answer, and an
   * unknown email still pays for one hash so timing does not tell them apart either.
   */
  async validateCredentials(rawEmail: string, password: string, ip: string): Promise<SessionUser> {
    const email = String(rawEmail ?? '').trim().toLowerCase();
    const user = await this.dataSource.transaction(async (manager) => {
      await lockForTransaction(manager, ADVISORY_LOCKS.signIn(email));
      await assertNotThrottled(manager, email, ip);
      const found = await this.users.findByEmail(email, manager);
      const valid = await verifyPassword(String(password ?? ''), found?.passwordHash ?? (await dummyPasswordHash()));
      if (!found || !valid || !found.isActive) {
        await recordFailedLogin(manager, email, ip);
        return null;
      }
      await clearFailedLogins(manager, email);
      return found;
    });
    if (!user) throw AuthErrors.invalidCredentials();
    return toSessionUser(user);
  }

  /** Public registration creates agents; an admin account needs a signed-in admin or an empty user table. */
  register(dto: RegisterDto, caller: SessionUser | undefined): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      if (dto.role === 'admin' && caller?.role !== 'admin') {
        // Serialises "first user becomes admin" so two racing registrations cannot both get it.
        await lockForTransaction(manager, ADVISORY_LOCKS.firstAdminRegistration);
        if ((await this.users.countUsers(manager)) > 0) throw AuthErrors.adminRegistrationForbidden();
      }
      return this.users.create(dto, { mustChangePassword: false }, manager);
    });
  }

  /** Changes the caller's own password, clears must_change_password and ends their other sessions. */
  async changePassword(caller: SessionUser, dto: ResetPasswordDto, currentSid: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockForUpdate(caller.id, manager);
      if (!user || !(await verifyPassword(dto.oldPassword, user.passwordHash))) throw AuthErrors.wrongCurrentPassword();
      if (dto.oldPassword === dto.newPassword) throw AuthErrors.passwordUnchanged();
      await this.users.setPassword(user.id, dto.newPassword, manager);
      await this.sessions.endSessionsOf(manager, user.id, currentSid);
    });
  }
}
