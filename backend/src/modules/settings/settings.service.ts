import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Setting } from './entities/setting.entity.js';
import { SETTING_DEFAULTS, type SettingKey, type SettingValue } from './settings.definitions.js';
import { AuditService } from '../audit/audit.service.js';

/** How long an instance trusts its cached copy; another instance's change shows up within this time. */
export const SETTINGS_CACHE_MS = 5_000;

@Injectable()
export class SettingsService {
  private readonly cache = new Map<SettingKey, { value: unknown; until: number }>();

  constructor(
    @InjectRepository(Setting) private readonly settings: Repository<Setting>,
    private readonly audit: AuditService,
  ) {}

  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const cached = this.cache.get(key);
    if (cached && cached.until > performance.now()) return cached.value as SettingValue<K>;
    const row = await this.settings.findOneBy({ key });
    const value = (row ? row.value : SETTING_DEFAULTS[key]) as SettingValue<K>;
    this.cache.set(key, { value, until: performance.now() + SETTINGS_CACHE_MS });
    return value;
  }

  async set<K extends SettingKey>(key: K, value: SettingValue<K>, updatedBy: number): Promise<SettingValue<K>> {
    await this.settings.manager.transaction(async (manager) => {
      const before = await manager.findOne(Setting, { where: { key }, lock: { mode: 'pessimistic_write' } });
      await manager.upsert(Setting, { key, value, updatedBy }, ['key']);
      await this.audit.record(manager, { entity: 'setting', entityId: key, action: 'update', before: { value: before ? before.value : null }, after: { value } });
    });
    this.cache.delete(key);
    return value;
  }
}
