import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Setting } from './entities/setting.entity.js';
import { SETTING_DEFAULTS, type SettingKey, type SettingValue } from './settings.definitions.js';

/** How long an instance trusts its cached copy; another instance's change shows up within this time. */
const CACHE_MS = 5_000;

@Injectable()
export class SettingsService {
  private readonly cache = new Map<SettingKey, { value: unknown; until: number }>();

  constructor(@InjectRepository(Setting) private readonly settings: Repository<Setting>) {}

  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const cached = this.cache.get(key);
    if (cached && cached.until > performance.now()) return cached.value as SettingValue<K>;
    const row = await this.settings.findOneBy({ key });
    const value = (row ? row.value : SETTING_DEFAULTS[key]) as SettingValue<K>;
    this.cache.set(key, { value, until: performance.now() + CACHE_MS });
    return value;
  }

  async set<K extends SettingKey>(key: K, value: SettingValue<K>, updatedBy: number): Promise<SettingValue<K>> {
    await this.settings.upsert({ key, value, updatedBy }, ['key']);
    this.cache.delete(key);
    return value;
  }
}
