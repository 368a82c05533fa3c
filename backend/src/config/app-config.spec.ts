import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('has safe local defaults: embedded database, demo data, Asia/Kolkata', () => {
    const config = loadConfig({});
    expect(config).toEqual(
      expect.objectContaining({ port: 3000, databaseUrl: undefined, seedDemo: true, appTimezone: 'Asia/Kolkata', adminEmail: 'admin@example.com' }),
    );
  });

  it('does not seed demo data into an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/crm' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/crm', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('lists every bad variable, one line each', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_TIMEZONE: 'Mars/Olympus', SEED_DEMO: 'perhaps', SESSION_SECRET: 'short' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
      expect((error as ConfigError).message.split('\n')).toHaveLength(6);
    }
  });

  it('refuses the development session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET must be set in production/);
  });
});
