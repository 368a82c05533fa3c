import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseAllowedHosts } from '../modules/webhooks/outbound-address.js';
import type { SmartfloConfig } from '../integrations/dialer/smartflo/smartflo.config.js';
import type { S3StorageConfig } from '../integrations/storage/s3.storage.js';

/** Everything the server reads from its environment, validated once at start. */
export interface WhatsAppConfig {
  baseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  language: string;
  templates: Record<'payment' | 'settlement' | 'foreclosure' | 'offer' | 'reference', string>;
}

export interface AppConfig {
  port: number;
  /** Server processes sharing the port (node:cluster); 1 runs a single process. */
  webConcurrency: number;
  databaseUrl: string | undefined;
  /** Connections each server process keeps to PostgreSQL (docs/operations.md sizes it against max_connections). */
  databasePoolSize: number;
  dataDir: string;
  embeddedDbPort: number;
  sessionSecret: string;
  sessionMaxAgeHours: number;
  adminEmail: string;
  adminPassword: string;
  appTimezone: string;
  seedDemo: boolean;
  /** Largest CSV upload accepted, in MB. */
  importMaxMb: number;
  frontendDist: string;
  trustProxy: boolean;
  /** Swagger UI and the JSON document for anyone; otherwise (the production default) for signed-in users only. */
  apiDocsPublic: boolean;
  /** The simulators' delivery loops and the call reconciliation; off by default under NODE_ENV=test (tests drive them). */
  backgroundJobs: boolean;
  logLevel: string;
  nodeEnv: string;
  messengerProvider: 'outbox' | 'whatsapp';
  whatsapp: WhatsAppConfig;
  dialer: DialerConfig;
  /** How long a request to the dialer or messenger provider may take before it is given up (PROVIDER_TIMEOUT_MS). */
  providerTimeoutMs: number;
  /** Days after a promise's date that a payment still keeps it (PTP_GRACE_DAYS). */
  ptpGraceDays: number;
  /** Files go to this S3-compatible bucket when every S3_* variable is set; otherwise under DATA_DIR/files. */
  s3Storage: S3StorageConfig | null;
  /** AES-256-GCM key for personal numbers kept encrypted (Aadhaar): 32 bytes from DATA_ENCRYPTION_KEY. */
  dataEncryptionKey: Buffer;
  /** The key being rotated away from (DATA_ENCRYPTION_KEY_PREVIOUS): still opens what it sealed until the rotation job ran. */
  dataEncryptionKeyPrevious: Buffer | null;
  /** TEST_CLOCK_CONTROL: the browser journeys may move the server's clock and run a job now (modules/test-support); never in production. */
  testClockControl: boolean;
  /** WEBHOOK_ALLOWED_PRIVATE_HOSTS: hosts webhooks may reach on loopback, private or link-local addresses, and over plain http. */
  webhookAllowedPrivateHosts: string[];
}

export interface DialerConfig {
  provider: 'simulator' | 'smartflo';
  smartflo: SmartfloConfig;
  /** Accepted webhook secrets: the current one, then the previous one during a rotation. */
  webhookSecrets: string[];
  /** Minutes after midnight in APP_TIMEZONE; null when CALL_WINDOW is empty (no window). */
  callWindow: { start: number; end: number; text: string } | null;
  simulator: { seed: number; ringMs: [number, number]; talkMs: [number, number]; extraAgents: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const DEV_SESSION_SECRET = 'local-development-session-secret-change-me';
const DEV_ADMIN_PASSWORD = 'Admin@12345';
const DEV_WHATSAPP_APP_SECRET = 'local-outbox-app-secret';
const DEV_WHATSAPP_VERIFY_TOKEN = 'local-outbox-verify-token';
const DEV_WEBHOOK_SECRET = 'local-dialer-simulator-webhook-secret';
const DEV_DATA_ENCRYPTION_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${env[name]}")`);
  return fallback;
}

function isValidTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The secrets whose documented development values would let anyone in (or forge a provider's events) in production. */
const PRODUCTION_SECRETS: [name: string, developmentValue: string][] = [
  ['SESSION_SECRET', DEV_SESSION_SECRET],
  ['ADMIN_PASSWORD', DEV_ADMIN_PASSWORD],
  ['TATA_WEBHOOK_SECRET', DEV_WEBHOOK_SECRET],
  ['WHATSAPP_APP_SECRET', DEV_WHATSAPP_APP_SECRET],
  ['WHATSAPP_VERIFY_TOKEN', DEV_WHATSAPP_VERIFY_TOKEN],
  ['DATA_ENCRYPTION_KEY', DEV_DATA_ENCRYPTION_KEY],
];

/** In production each of them must be set, to something other than its documented development value. */
function missingProductionSecrets(env: Env): string[] {
  return PRODUCTION_SECRETS.filter(([name, developmentValue]) => !env[name]?.trim() || env[name] === developmentValue).map(
    ([name]) => `${name} must be set in production`,
  );
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable, one line each. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  if (nodeEnv === 'production') problems.push(...missingProductionSecrets(env));
  const sessionSecret = env.SESSION_SECRET ?? DEV_SESSION_SECRET;
  if (sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters long');

  const adminEmail = (env.ADMIN_EMAIL ?? 'admin@example.com').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) problems.push('ADMIN_EMAIL must be a valid email address');
  const adminPassword = env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD;
  if (adminPassword.length < 6) problems.push('ADMIN_PASSWORD must be at least 6 characters long');

  const appTimezone = env.APP_TIMEZONE ?? 'Asia/Kolkata';
  if (!isValidTimezone(appTimezone)) problems.push(`APP_TIMEZONE is not a known IANA time zone (got "${appTimezone}")`);

  const logLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const messengerProvider = (env.MESSENGER_PROVIDER ?? 'outbox') as AppConfig['messengerProvider'];
  if (!['outbox', 'whatsapp'].includes(messengerProvider)) problems.push('MESSENGER_PROVIDER must be outbox or whatsapp');
  const whatsapp: WhatsAppConfig = {
    baseUrl: env.WHATSAPP_BASE_URL ?? 'https://graph.facebook.com',
    apiVersion: env.WHATSAPP_API_VERSION ?? 'v21.0',
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
    accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
    // The outbox simulator signs its status webhooks with this too, so both paths are verified the same way.
    appSecret: env.WHATSAPP_APP_SECRET ?? (messengerProvider === 'outbox' ? DEV_WHATSAPP_APP_SECRET : ''),
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? (messengerProvider === 'outbox' ? DEV_WHATSAPP_VERIFY_TOKEN : ''),
    language: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en',
    templates: {
      payment: env.WHATSAPP_TEMPLATE_PAYMENT ?? 'payment_link',
      settlement: env.WHATSAPP_TEMPLATE_SETTLEMENT ?? 'settlement_link',
      foreclosure: env.WHATSAPP_TEMPLATE_FORECLOSURE ?? 'foreclosure_link',
      offer: env.WHATSAPP_TEMPLATE_OFFER ?? 'offer_link',
      reference: env.WHATSAPP_TEMPLATE_REFERENCE ?? 'reference_link',
    },
  };
  if (messengerProvider === 'whatsapp') {
    for (const [name, value] of [
      ['WHATSAPP_PHONE_NUMBER_ID', whatsapp.phoneNumberId],
      ['WHATSAPP_ACCESS_TOKEN', whatsapp.accessToken],
      ['WHATSAPP_APP_SECRET', whatsapp.appSecret],
      ['WHATSAPP_VERIFY_TOKEN', whatsapp.verifyToken],
    ]) {
      if (!value) problems.push(`${name} must be set when MESSENGER_PROVIDER=whatsapp`);
    }
  }

  const dataEncryptionKey = env.DATA_ENCRYPTION_KEY?.trim() || DEV_DATA_ENCRYPTION_KEY;
  if (!/^[0-9a-f]{64}$/i.test(dataEncryptionKey)) problems.push('DATA_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)');
  const previousKey = env.DATA_ENCRYPTION_KEY_PREVIOUS?.trim() || null;
  if (previousKey !== null && !/^[0-9a-f]{64}$/i.test(previousKey)) problems.push('DATA_ENCRYPTION_KEY_PREVIOUS must be 64 hexadecimal characters (32 bytes)');

  const testClockControl = readBool(env, 'TEST_CLOCK_CONTROL', false, problems);
  if (testClockControl && nodeEnv === 'production') problems.push('TEST_CLOCK_CONTROL must not be set in production');
  const webConcurrency = readInt(env, 'WEB_CONCURRENCY', 1, 1, 64, problems);
  // The moved clock lives in one process: with several, each request would see another time.
  if (testClockControl && webConcurrency > 1) problems.push('TEST_CLOCK_CONTROL needs WEB_CONCURRENCY=1');

  const dialer = readDialerConfig(env, nodeEnv, problems);
  const s3Storage = readS3StorageConfig(env, problems);

  const config: AppConfig = {
    port: readInt(env, 'PORT', 3000, 1, 65535, problems),
    webConcurrency,
    databaseUrl,
    databasePoolSize: readInt(env, 'DATABASE_POOL_SIZE', 10, 1, 100, problems),
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    embeddedDbPort: readInt(env, 'EMBEDDED_DB_PORT', 5433, 1, 65535, problems),
    sessionSecret,
    sessionMaxAgeHours: readInt(env, 'SESSION_MAX_AGE_HOURS', 12, 1, 24 * 30, problems),
    adminEmail,
    adminPassword,
    appTimezone,
    seedDemo: readBool(env, 'SEED_DEMO', !databaseUrl, problems),
    importMaxMb: readInt(env, 'IMPORT_MAX_MB', 50, 1, 4096, problems),
    frontendDist: resolve(env.FRONTEND_DIST ?? new URL('../../../frontend/dist', import.meta.url).pathname),
    trustProxy: readBool(env, 'TRUST_PROXY', false, problems),
    apiDocsPublic: readBool(env, 'API_DOCS_PUBLIC', nodeEnv !== 'production', problems),
    backgroundJobs: readBool(env, 'BACKGROUND_JOBS', nodeEnv !== 'test', problems),
    logLevel,
    nodeEnv,
    messengerProvider,
    whatsapp,
    dialer,
    s3Storage,
    dataEncryptionKey: Buffer.from(dataEncryptionKey, 'hex'),
    dataEncryptionKeyPrevious: previousKey ? Buffer.from(previousKey, 'hex') : null,
    ptpGraceDays: readInt(env, 'PTP_GRACE_DAYS', 1, 0, 30, problems),
    testClockControl,
    providerTimeoutMs: readInt(env, 'PROVIDER_TIMEOUT_MS', 15_000, 500, 120_000, problems),
    webhookAllowedPrivateHosts: readAllowedHosts(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readRange(env: Env, name: string, fallback: [number, number], problems: string[]): [number, number] {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = /^(\d+)-(\d+)$/.exec(raw);
  if (!match || Number(match[1]) > Number(match[2])) {
    problems.push(`${name} must look like 2000-4000 (milliseconds, low-high)`);
    return fallback;
  }
  return [Number(match[1]), Number(match[2])];
}

/** CALL_WINDOW "HH:mm-HH:mm" (RBI: no recovery calls before 08:00 or after 19:00); empty disables the window. */
function parseCallWindow(raw: string): DialerConfig['callWindow'] | 'invalid' {
  if (raw.trim() === '') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(raw.trim());
  if (!match) return 'invalid';
  const start = Number(match[1]) * 60 + Number(match[2]);
  const end = Number(match[3]) * 60 + Number(match[4]);
  return start < end ? { start, end, text: raw.trim().replace('-', ' and ') } : 'invalid';
}

function readDialerConfig(env: Env, nodeEnv: string, problems: string[]): DialerConfig {
  const provider = (env.DIALER_PROVIDER ?? 'simulator') as DialerConfig['provider'];
  if (!['simulator', 'smartflo'].includes(provider)) problems.push('DIALER_PROVIDER must be simulator or smartflo');
  const authScheme = (env.SMARTFLO_AUTH_SCHEME ?? 'Bearer') as SmartfloConfig['authScheme'];
  if (!['Bearer', 'raw'].includes(authScheme)) problems.push('SMARTFLO_AUTH_SCHEME must be Bearer or raw');
  const smartflo: SmartfloConfig = {
    baseUrl: (env.SMARTFLO_BASE_URL ?? 'https://api-smartflo.tatateleservices.com').replace(/\/+$/, ''),
    apiToken: env.SMARTFLO_API_TOKEN ?? '',
    email: env.SMARTFLO_EMAIL ?? '',
    password: env.SMARTFLO_PASSWORD ?? '',
    authScheme,
    callerId: env.SMARTFLO_CALLER_ID ?? '',
    callTimeoutSec: readInt(env, 'SMARTFLO_CALL_TIMEOUT_SEC', 900, 30, 14400, problems),
    recordingHosts: (env.SMARTFLO_RECORDING_HOSTS ?? 'cloudphone.tatateleservices.com')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
  const secret = env.TATA_WEBHOOK_SECRET ?? (provider === 'simulator' ? DEV_WEBHOOK_SECRET : '');
  if (provider === 'smartflo') {
    if (!smartflo.apiToken && !(smartflo.email && smartflo.password)) problems.push('SMARTFLO_API_TOKEN (or SMARTFLO_EMAIL and SMARTFLO_PASSWORD) must be set when DIALER_PROVIDER=smartflo');
    if (!smartflo.callerId) problems.push('SMARTFLO_CALLER_ID must be set when DIALER_PROVIDER=smartflo');
  }
  if (secret.length < 32 && (provider === 'smartflo' || nodeEnv === 'production' || env.TATA_WEBHOOK_SECRET !== undefined)) {
    problems.push('TATA_WEBHOOK_SECRET must be at least 32 characters long');
  }
  const previous = env.TATA_WEBHOOK_SECRET_PREVIOUS?.trim();
  const callWindow = parseCallWindow(env.CALL_WINDOW ?? '08:00-19:00');
  if (callWindow === 'invalid') problems.push('CALL_WINDOW must look like 08:00-19:00 (start before end), or be empty to disable it');
  return {
    provider,
    smartflo,
    webhookSecrets: previous ? [secret, previous] : [secret],
    callWindow: callWindow === 'invalid' ? null : callWindow,
    simulator: {
      seed: readInt(env, 'SIM_SEED', 1, 0, 2 ** 31 - 1, problems),
      ringMs: readRange(env, 'SIM_RING_MS', [2000, 4000], problems),
      talkMs: readRange(env, 'SIM_TALK_MS', [4000, 12000], problems),
      extraAgents: readInt(env, 'SIM_AGENTS_EXTRA', 1, 0, 50, problems),
    },
  };
}

/** Host names or IP addresses, comma-separated: no scheme, port or path (the whole host is what is allowed). */
function readAllowedHosts(env: Env, problems: string[]): string[] {
  const hosts = parseAllowedHosts(env.WEBHOOK_ALLOWED_PRIVATE_HOSTS);
  const bad = hosts.filter((host) => !/^[a-z0-9.:-]+$/.test(host) || (host.includes(':') && isIP(host) !== 6));
  if (bad.length) problems.push(`WEBHOOK_ALLOWED_PRIVATE_HOSTS must list host names or IP addresses, comma-separated (got "${bad.join('", "')}")`);
  return hosts;
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All of the S3_* variables (files go to that bucket) or none (files stay under DATA_DIR). */
function readS3StorageConfig(env: Env, problems: string[]): S3StorageConfig | null {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() ?? '';
  const given = S3_VARIABLES.filter((name) => value(name) !== '');
  if (given.length === 0) return null;
  for (const name of S3_VARIABLES) {
    if (!given.includes(name)) problems.push(`${name} must be set when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} (set all S3_* variables or none)`);
  }
  const endpoint = value('S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^\s/]+/i.test(endpoint)) problems.push(`S3_ENDPOINT must be an http:// or https:// URL (got "${endpoint}")`);
  const bucket = value('S3_BUCKET');
  if (bucket && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, "." or "-" (got "${bucket}")`);
  return {
    bucket,
    endpoint,
    region: value('S3_REGION'),
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
