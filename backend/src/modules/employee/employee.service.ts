import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { isCalendarDate } from '../../common/time/business-date.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { STORAGE, StorageNotFoundError, type Storage } from '../../integrations/storage/storage.port.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../users/users.service.js';
import { maskAadhaar, maskedLastFour } from '@crm/shared';
import { KeyRing } from '../../common/security/key-ring.js';
import { formatBusinessDate } from '../../common/time/business-date.js';
import { decryptAadhaar, encryptAadhaar } from './aadhaar-cipher.js';
import type { EmployeeDetailsResponseDto } from './dto/employee-details-response.dto.js';
import type { AddEmployeeDetailsDto, EmployeeDetailsFormDto, UpdateEmployeeDetailsDto } from './dto/employee-details.dto.js';
import { applyClearingRules, OPTIONAL_DEFAULTS, profileFieldProblems, PHOTO_FIELDS, type ProfileFields } from './employee-rules.js';
import { EmployeeErrors } from './employee.errors.js';
import { EmployeeDetails } from './entities/employee-details.entity.js';

const DATE_FIELDS = ['dob', 'previous_company_employment_start_date', 'previous_company_employment_end_date', 'dra_date_of_issue', 'date_of_joining', 'last_working_date'] as const;

/** Employee profiles: one per user, submitted once by the agent, changed afterwards only by admins (spec §4). */
@Injectable()
export class EmployeeService {
  private readonly keys: KeyRing;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {
    this.keys = new KeyRing(config.dataEncryptionKey, config.dataEncryptionKeyPrevious);
  }

  /** A profile: admins read anyone's, agents only their own. */
  async get(caller: SessionUser, userId = caller.id): Promise<EmployeeDetailsResponseDto> {
    if (caller.role !== 'admin' && userId !== caller.id) throw EmployeeErrors.otherUser();
    const profile = await this.dataSource.getRepository(EmployeeDetails).findOneBy({ user_id: userId });
    if (!profile) throw EmployeeErrors.notFound();
    return this.present(profile);
  }

  /** The agent's one submission. Two at once: the unique user_id lets one in and the other gets 409. */
  async add(caller: SessionUser, dto: AddEmployeeDetailsDto): Promise<EmployeeDetailsResponseDto> {
    if (dto.user_id !== undefined && dto.user_id !== caller.id) throw EmployeeErrors.otherUser();
    if (dto.last_working_date) throw EmployeeErrors.lastWorkingDateAdminOnly();
    if (dto.date_of_joining) throw EmployeeErrors.dateOfJoiningAdminOnly();
    if (maskedLastFour(dto.aadhaar_no) !== null) throw EmployeeErrors.aadhaarMaskMismatch();
    const { user_id: _ignored, aadhaar_no, ...form } = dto;
    const fields = await this.checked(caller.id, this.formFields(form), null);
    return this.dataSource.transaction(async (manager) => {
      const profile = manager.create(EmployeeDetails, {
        ...fields,
        user_id: caller.id,
        aadhaar_no_encrypted: encryptAadhaar(this.keys, caller.id, aadhaar_no),
        is_submitted: true,
      });
      try {
        await manager.insert(EmployeeDetails, profile);
      } catch (error) {
        if (isUniqueViolation(error)) throw EmployeeErrors.alreadySubmitted();
        throw error;
      }
      const after = this.present(profile);
      await this.audit.record(manager, { entity: 'employee_details', entityId: profile.user_id, action: 'submit', after });
      return after;
    });
  }

  /** An admin's change to any profile: the whole form or some fields, `last_working_date` included. */
  async update(dto: UpdateEmployeeDetailsDto): Promise<EmployeeDetailsResponseDto> {
    const { id, user_id, aadhaar_no, ...changes } = dto;
    return this.dataSource.transaction(async (manager) => {
      const profile = await manager.findOne(EmployeeDetails, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!profile) throw EmployeeErrors.profileNotFound(id);
      if (profile.documents_purged_on) throw EmployeeErrors.documentsPurged(documentsPurgedText(profile.documents_purged_on, profile.documents_purge_rule));
      if (user_id !== undefined && user_id !== profile.user_id) throw EmployeeErrors.otherProfileUser();
      const before = this.present(profile);
      const merged = { ...this.storedFields(profile), ...this.formFields(changes) };
      const fields = await this.checked(profile.user_id, merged, this.storedFields(profile));
      const aadhaarChanged = aadhaar_no !== undefined && this.aadhaarChanges(profile, aadhaar_no);
      Object.assign(profile, fields);
      if (aadhaarChanged) profile.aadhaar_no_encrypted = encryptAadhaar(this.keys, profile.user_id, aadhaar_no!);
      await manager.save(profile);
      const after = this.present(profile);
      await this.audit.record(manager, {
        entity: 'employee_details',
        entityId: profile.user_id,
        action: 'update',
        before,
        after,
        facts: aadhaarChanged ? { aadhaar_no: 'changed' } : undefined,
      });
      return after;
    });
  }

  /**
   * The daily job: users whose last working date is before today are switched off (their sessions end). Idempotent,
   * and one instance at a time under an advisory lock; answers how many were switched off.
   */
  deactivateLeavers(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.employeeLeavers))) return 0;
      const leavers: { user_id: number; last_working_date: string }[] = await manager.query(
        `SELECT e.user_id, e.last_working_date::text AS last_working_date
           FROM employee_details e JOIN users u ON u.id = e.user_id
          WHERE u.is_active AND e.last_working_date < $1
          ORDER BY e.user_id`,
        [this.clock.today()],
      );
      let deactivated = 0;
      for (const leaver of leavers) {
        if (await this.users.deactivateLeaver(manager, leaver.user_id, leaver.last_working_date)) deactivated += 1;
      }
      return deactivated;
    });
  }

  /** Whether an agent's profile is submitted (their uploads close with it). */
  async isSubmitted(userId: number, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.existsBy(EmployeeDetails, { user_id: userId, is_submitted: true });
  }

  /** True when `sent` is a new number; the masked form keeps the stored one, if it is the stored one's mask. */
  private aadhaarChanges(profile: EmployeeDetails, sent: string): boolean {
    const stored = decryptAadhaar(this.keys, profile.user_id, profile.aadhaar_no_encrypted);
    const lastFour = maskedLastFour(sent);
    if (lastFour === null) return sent !== stored;
    if (lastFour !== stored.slice(-4)) throw EmployeeErrors.aadhaarMaskMismatch();
    return false;
  }

  /** The sent form with its dates as business dates (an ISO datetime is read in APP_TIMEZONE). */
  private formFields(form: Partial<Omit<EmployeeDetailsFormDto, 'aadhaar_no'>>): Partial<ProfileFields> {
    const fields = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)) as Partial<ProfileFields>;
    for (const name of DATE_FIELDS) {
      const value = fields[name];
      if (typeof value === 'string' && !isCalendarDate(value)) fields[name] = this.clock.dayOf(new Date(value));
    }
    return fields;
  }

  private storedFields(profile: EmployeeDetails): ProfileFields {
    const { id: _id, user_id: _user, user: _relation, created_at: _c, updated_at: _u, aadhaar_no_encrypted: _a, is_submitted: _s, documents_purged_on: _p, documents_purge_rule: _r, ...fields } =
      profile;
    return fields;
  }

  /** Clearing rules, then the rules between fields; photos that changed must exist in storage. */
  private async checked(userId: number, sent: Partial<ProfileFields>, stored: ProfileFields | null): Promise<ProfileFields> {
    const fields = applyClearingRules({ ...OPTIONAL_DEFAULTS, ...sent } as ProfileFields);
    const problems = profileFieldProblems(fields, userId, this.clock.today());
    for (const field of Object.keys(PHOTO_FIELDS) as (keyof typeof PHOTO_FIELDS)[]) {
      const key = fields[field];
      if (key === null || problems[field] || key === stored?.[field]) continue;
      if (!(await this.exists(key))) problems[field] = `${PHOTO_FIELDS[field].label} must be an image uploaded for this employee`;
    }
    if (Object.keys(problems).length > 0) throw EmployeeErrors.fields(problems);
    return fields;
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.storage.stat(key);
      return true;
    } catch (error) {
      if (error instanceof StorageNotFoundError) return false;
      throw error;
    }
  }

  /** When `userId`'s documents were purged, as the tombstone's words; null while they are kept. */
  async documentsPurged(userId: number): Promise<string | null> {
    const profile = await this.dataSource.getRepository(EmployeeDetails).findOne({ where: { user_id: userId }, select: { documents_purged_on: true, documents_purge_rule: true } });
    return profile?.documents_purged_on ? documentsPurgedText(profile.documents_purged_on, profile.documents_purge_rule) : null;
  }

  /** The answer: every field, the Aadhaar number only masked (empty once purged), and the tombstone of a purge. */
  present(profile: EmployeeDetails): EmployeeDetailsResponseDto {
    const { aadhaar_no_encrypted, user: _relation, documents_purged_on, documents_purge_rule, ...fields } = profile;
    const aadhaar = aadhaar_no_encrypted.length === 0 ? '' : maskAadhaar(decryptAadhaar(this.keys, profile.user_id, aadhaar_no_encrypted));
    const purged = documents_purged_on ? { on: documents_purged_on, rule: documents_purge_rule!, text: documentsPurgedText(documents_purged_on, documents_purge_rule) } : null;
    return { ...fields, aadhaar_no: aadhaar, documents_purged: purged };
  }
}

/** The tombstone's words: "Documents purged on 01/07/2030 under the retention rule". */
export function documentsPurgedText(on: string, rule: 'retention' | 'admin' | null): string {
  return `Documents purged on ${formatBusinessDate(on)} ${rule === 'admin' ? 'by an administrator' : 'under the retention rule'}`;
}
