import type { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import type { BusinessClock } from '../../common/time/business-clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { UsersService } from '../../modules/users/users.service.js';
import { type AuditEntity, writeAuditRows } from '../../modules/audit/audit.service.js';
import { seedDemoData } from './demo-seed.js';
import { seedReferenceData } from './reference-data.js';

/**
 * On an empty database: creates the bootstrap admin from ADMIN_EMAIL / ADMIN_PASSWORD (who must change the
 * password at first sign-in), the reference data (default dispositions) and, when SEED_DEMO is on, the demo data. Does nothing once any user exists.
 */
export async function seedOnStart(dataSource: DataSource, users: UsersService, clock: BusinessClock, config: AppConfig, logger: Logger): Promise<{ demo: boolean }> {
  return dataSource.transaction(async (manager) => {
    await lockForTransaction(manager, ADVISORY_LOCKS.firstStartSeed);
    if ((await users.countUsers(manager)) > 0) return { demo: false };
    await users.create(
      { name: 'Administrator', email: config.adminEmail, password: config.adminPassword, role: 'admin' },
      { mustChangePassword: true },
      manager,
    );
    logger.log(`Created the bootstrap admin ${config.adminEmail} (must change the password at first sign-in)`);
    await seedReferenceData(manager);
    const seeded: AuditEntity[] = ['disposition_list', 'disposition_status'];
    if (config.seedDemo) {
      await seedDemoData(manager, users, clock, { callWindow: config.dialer.callWindow, graceDays: config.ptpGraceDays });
      seeded.push('lead_cycle', 'group', 'customer', 'call', 'feedback', 'promise');
      logger.log('Loaded the demo data');
    }
    // The system's own rows (no actor): one per kind of record the first start created.
    await writeAuditRows(manager, seeded.map((entity) => ({ entity, entityId: 'seed', action: 'seed', actor: { userId: null, ip: null } })), clock.now());
    return { demo: config.seedDemo };
  });
}
