import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('has safe local defaults: embedded database, demo data, Asia/Kolkata', () => {
    const config = loadConfig({});
    expect(config).toEqual(
      expect.objectContaining({ port: 3000, databaseUrl: undefined, seedDemo: true, appTimezone: 'Asia/Kolkata', adminEmail: 'admin@example.com' }),
    );
  });

  it('gives a provider request PROVIDER_TIMEOUT_MS, 15 s unless set, and refuses a limit outside 500 ms to 2 minutes', () => {
    expect(loadConfig({}).providerTimeoutMs).toBe(15_000);
    expect(loadConfig({ PROVIDER_TIMEOUT_MS: '4000' }).providerTimeoutMs).toBe(4000);
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: '100' })).toThrow('PROVIDER_TIMEOUT_MS must be an integer between 500 and 120000 (got "100")');
  });

  it('does not seed demo data into an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/crm' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/crm', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('sizes each process\'s database pool from DATABASE_POOL_SIZE (default 10) and refuses a size that is not 1..100', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '101', 'ten']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
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

  describe('S3 storage', () => {
    const problemsOf = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      throw new Error('expected a ConfigError');
    };
    const s3 = { S3_BUCKET: 'crm-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

    it('keeps files on local disk when no S3_* variable is set', () => {
      expect(loadConfig({}).s3Storage).toBeNull();
    });

    it('uses the bucket when every S3_* variable is set', () => {
      expect(loadConfig(s3).s3Storage).toEqual({ bucket: 'crm-files', endpoint: 'http://127.0.0.1:9000', region: 'ap-south-1', accessKeyId: 'key', secretAccessKey: 'secret' });
    });

    it('names each missing S3_* variable on its own line when only some are set', () => {
      expect(problemsOf({ S3_BUCKET: 'crm-files', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
        'S3_REGION must be set when S3_BUCKET, S3_ENDPOINT are (set all S3_* variables or none)',
        'S3_ACCESS_KEY_ID must be set when S3_BUCKET, S3_ENDPOINT are (set all S3_* variables or none)',
        'S3_SECRET_ACCESS_KEY must be set when S3_BUCKET, S3_ENDPOINT are (set all S3_* variables or none)',
      ]);
    });

    it('refuses an endpoint that is not a URL and a bucket name S3 would refuse', () => {
      expect(problemsOf({ ...s3, S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'CRM_Files' })).toEqual([
        'S3_ENDPOINT must be an http:// or https:// URL (got "minio:9000")',
        'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, "." or "-" (got "CRM_Files")',
      ]);
    });
  });

  const productionSecrets = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-real-session-secret-of-32-characters-at-least',
    ADMIN_PASSWORD: 'A-real-admin-password',
    TATA_WEBHOOK_SECRET: 'a-real-dialer-webhook-secret-32-characters-long',
    WHATSAPP_APP_SECRET: 'a-real-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'a-real-verify-token',
    DATA_ENCRYPTION_KEY: 'f1e2d3c4b5a697887766554433221100ffeeddccbbaa99887766554433221100',
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
        'DATA_ENCRYPTION_KEY must be set in production',
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
      ['DATA_ENCRYPTION_KEY', '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'],
    ]) {
      expect(() => loadConfig({ ...productionSecrets, [name]: developmentValue })).toThrow(`${name} must be set in production`);
    }
  });

  it('reads DATA_ENCRYPTION_KEY as 32 bytes and refuses anything but 64 hexadecimal characters', () => {
    expect(loadConfig(productionSecrets).dataEncryptionKey.toString('hex')).toBe(productionSecrets.DATA_ENCRYPTION_KEY);
    expect(loadConfig({}).dataEncryptionKey).toHaveLength(32);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'not-a-key' })).toThrow('DATA_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)');
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'ab'.repeat(31) })).toThrow('DATA_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)');
  });

  it('reads DATA_ENCRYPTION_KEY_PREVIOUS (optional, the key being rotated away from) with the same rule', () => {
    expect(loadConfig({}).dataEncryptionKeyPrevious).toBeNull();
    expect(loadConfig({ DATA_ENCRYPTION_KEY_PREVIOUS: 'cd'.repeat(32) }).dataEncryptionKeyPrevious?.toString('hex')).toBe('cd'.repeat(32));
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY_PREVIOUS: 'cd'.repeat(31) })).toThrow('DATA_ENCRYPTION_KEY_PREVIOUS must be 64 hexadecimal characters (32 bytes)');
  });

  it('refuses the test clock control in production, and with more than one server process', () => {
    expect(() => loadConfig({ ...productionSecrets, TEST_CLOCK_CONTROL: 'true' })).toThrow('TEST_CLOCK_CONTROL must not be set in production');
    expect(loadConfig({ ...productionSecrets, TEST_CLOCK_CONTROL: 'false' }).testClockControl).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true', WEB_CONCURRENCY: '2' })).toThrow('TEST_CLOCK_CONTROL needs WEB_CONCURRENCY=1');
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true' }).testClockControl).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testClockControl).toBe(false);
  });

  it('needs none of them outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).whatsapp.verifyToken).toBe('local-outbox-verify-token');
  });
});
