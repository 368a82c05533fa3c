import { describe, expect, it } from '@jest/globals';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config/app-config.js';

/**
 * docker/compose.yml cannot be started on the test machine (no Docker daemon), so what can be checked without it is
 * checked here: each app service's environment, with its `${VAR:?}` values supplied as an operator would, is one the
 * production server accepts; the `scaled` profile shares the database and the bucket between its instances behind
 * the proxy whose configuration lists them.
 */
const DOCKER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docker');

interface Service {
  image?: string;
  build?: { dockerfile?: string };
  profiles?: string[];
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  ports?: string[];
}

// Compose reads YAML merge keys (<<: *anchor), which js-yaml's core schema leaves out unless asked.
const compose = load(readFileSync(join(DOCKER, 'compose.yml'), 'utf8'), { schema: CORE_SCHEMA.withTags(mergeTag) }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const appServices = services.filter(([, service]) => service.build?.dockerfile === 'docker/Dockerfile');
const inProfile = (profile: string) => services.filter(([, service]) => service.profiles?.includes(profile));

/** What an operator's .env would give each required variable: a value of the right form. */
function operatorValue(name: string): string {
  return name === 'DATA_ENCRYPTION_KEY' ? 'ab'.repeat(32) : `${name.toLowerCase()}-chosen-by-the-operator-0123456789`;
}

/** Compose's interpolation: ${VAR:?message} takes the operator's value, ${VAR:-default} its default. */
function interpolate(value: string | number | boolean): string {
  return String(value).replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => (kind === '-' ? rest ?? '' : operatorValue(name)));
}

/** The environment the container's process sees: the Dockerfile's ENV lines, then the service's. */
function containerEnv(service: Service): Record<string, string> {
  const environment = Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(value)]));
  return { NODE_ENV: 'production', PORT: '3000', ...environment };
}

describe('docker/compose.yml', () => {
  it('has app services built from docker/Dockerfile', () => {
    expect(appServices.length).toBeGreaterThan(0);
  });

  it.each(appServices.map(([name, service]) => [name, service]))('%s: the production server accepts its environment', (_, service) => {
    expect(() => loadConfig(containerEnv(service as Service))).not.toThrow();
  });
});

describe('docker/compose.yml, profile scaled', () => {
  const scaled = inProfile('scaled');
  const apps = scaled.filter(([, service]) => service.build?.dockerfile === 'docker/Dockerfile');
  const configs = apps.map(([, service]) => loadConfig(containerEnv(service)));

  it('runs two app instances on one database and one S3-compatible bucket, trusting the proxy, with the same secrets', () => {
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const config of configs) {
      expect(config.s3Storage).not.toBeNull();
      expect(config.s3Storage).toEqual(configs[0].s3Storage);
      expect(config.databaseUrl).toBe(configs[0].databaseUrl);
      expect(config.sessionSecret).toBe(configs[0].sessionSecret);
      expect(config.dataEncryptionKey).toEqual(configs[0].dataEncryptionKey);
      expect(config.trustProxy).toBe(true);
    }
    const bucketHost = new URL(configs[0].s3Storage!.endpoint).hostname;
    expect(scaled.map(([name]) => name)).toContain(bucketHost);
    expect(scaled.map(([name]) => name).concat(services.filter(([, s]) => !s.profiles).map(([name]) => name))).toContain(new URL(configs[0].databaseUrl!).hostname);
  });

  it('puts an official nginx image in front, started once every instance is healthy, with the ports published only there', () => {
    const proxies = scaled.filter(([, service]) => /^nginx(:|$)/.test(service.image ?? ''));
    expect(proxies).toHaveLength(1);
    const [[, proxy]] = proxies;
    for (const [name] of apps) expect(proxy.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    expect(proxy.ports?.length).toBeGreaterThan(0);
    for (const [, app] of apps) expect(app.ports).toBeUndefined();
    expect(proxy.volumes?.some((volume) => volume.startsWith('./nginx.conf:'))).toBe(true);
  });

  it("lists every instance in the proxy's upstream, and forwards what the app needs to trust it", () => {
    const nginx = readFileSync(join(DOCKER, 'nginx.conf'), 'utf8');
    const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const listed = [...upstream.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(listed.sort()).toEqual(apps.map(([name]) => `${name}:3000`).sort());
    for (const header of ['X-Forwarded-For', 'X-Forwarded-Proto', 'X-Request-Id']) expect(nginx).toMatch(new RegExp(`proxy_set_header\\s+${header}\\s`));
    // Host with its port: the app compares a write's Origin (host:port) with it to refuse cross-site requests.
    expect(nginx).toMatch(/proxy_set_header\s+Host\s+\$http_host;/);
    // The largest upload the app accepts (the CSV import, IMPORT_MAX_MB) must get through the proxy.
    const maxBody = Number(/client_max_body_size\s+(\d+)m;/.exec(nginx)?.[1]);
    expect(maxBody).toBeGreaterThanOrEqual(configs[0].importMaxMb);
  });

  it('gives every service of the profile a health check', () => {
    for (const [name, service] of scaled) {
      if (service.image?.startsWith('minio/mc')) continue; // a one-shot job that creates the bucket
      expect([name, service.healthcheck ?? null]).toEqual([name, expect.anything()]);
    }
  });
});

describe('docker/Dockerfile', () => {
  it('builds and runs on Node 22 LTS', () => {
    const stages = [...readFileSync(join(DOCKER, 'Dockerfile'), 'utf8').matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(stages.length).toBeGreaterThan(0);
    for (const image of stages) expect(image).toBe('node:22-bookworm-slim');
  });
});
