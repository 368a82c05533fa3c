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

  const productionSecrets = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-real-session-secret-of-32-characters-at-least',
    ADMIN_PASSWORD: 'A-real-admin-password',
    TATA_WEBHOOK_SECRET: 'a-real-dialer-webhook-secret-32-characters-long',
    WHATSAPP_APP_SECRET: 'a-real-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'a-real-verify-token',
  };

  it('starts in production with its own secrets', () => {
    expect(loadConfig(productionSecrets).nodeEnv).toBe('production');
  });

  it('refuses to start in production without its own provider secrets and admin password, one line each', () => {
    try {
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: productionSecrets.SESSION_SECRET });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'ADMIN_PASSWORD must be set in production',
        'TATA_WEBHOOK_SECRET must be set in production',
        'WHATSAPP_APP_SECRET must be set in production',
        'WHATSAPP_VERIFY_TOKEN must be set in production',
      ]);
    }
  });

  it('refuses every documented development value in production, even when set explicitly', () => {
    for (const [name, developmentValue] of [
      ['SESSION_SECRET', 'local-development-session-secret-change-me'],
      ['ADMIN_PASSWORD', 'Admin@12345'],
      ['TATA_WEBHOOK_SECRET', 'local-dialer-simulator-webhook-secret'],
      ['WHATSAPP_APP_SECRET', 'local-outbox-app-secret'],
      ['WHATSAPP_VERIFY_TOKEN', 'local-outbox-verify-token'],
    ]) {
      expect(() => loadConfig({ ...productionSecrets, [name]: developmentValue })).toThrow(`${name} must be set in production`);
    }
  });

  it('needs none of them outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).whatsapp.verifyToken).toBe('local-outbox-verify-token');
  });
});
