import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import pg from 'pg';
import { auditedClientQuery } from '../../support/audited.js';
import { buildServer } from '../../support/server-build.js';

export const ADMIN = { email: 'faults.admin@example.com', password: 'Faults@12345' };

/** One server process (`main.js` of the compiled backend), as an operator runs it. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
}

interface ServerOptions {
  dataDir: string;
  port: number;
  /** The embedded PostgreSQL's port (ignored with DATABASE_URL). */
  dbPort: number;
  env?: Record<string, string>;
}

/** The environment every fault test's server shares: no demo data, no background jobs, errors logged. */
function serverEnv({ dataDir, port, dbPort, env = {} }: ServerOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    EMBEDDED_DB_PORT: String(dbPort),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BACKGROUND_JOBS: 'false',
    FRONTEND_DIST: '/nonexistent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CALL_WINDOW: '',
    ...env,
  };
}

/**
 * Spawns `node <build>/<script>` (or a script given by its absolute path, which finds the build in SERVER_BUILD) with
 * the server's environment.
 */
export async function spawnBuilt(script: string, options: ServerOptions): Promise<ServerProcess> {
  const build = await buildServer();
  const child = spawn(process.execPath, [isAbsolute(script) ? script : join(build, script)], {
    env: { ...serverEnv(options), SERVER_BUILD: build },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  return { url: `http://127.0.0.1:${options.port}`, child, output: () => output, exited };
}

async function healthStatus(url: string): Promise<number | null> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return null;
  }
}

/** Starts the server and waits until it answers its health check (it fails the test if the process exits first). */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const server = await spawnBuilt('main.js', options);
  let gone: string | null = null;
  void server.exited.then((how) => (gone = how));
  for (;;) {
    if (gone !== null) throw new Error(`The server exited (${gone}) before it answered:\n${server.output()}`);
    if ((await healthStatus(server.url)) === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Kills the process without warning (SIGKILL: no shutdown hook runs) and waits until it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A clean stop (SIGTERM: the server closes its pool and stops its embedded PostgreSQL). */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The embedded database's URL for the test's own checks (the same credentials main.ts's embedded server uses). */
export function embeddedDatabaseUrl(dbPort: number): string {
  return `postgres://crm:crm-local@localhost:${dbPort}/crm`;
}

export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The bootstrap admin without the first sign-in's password change, so a test signs in with ADMIN.password. */
export async function readyAdmin(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) => auditedClientQuery(client, 'user', 'UPDATE users SET must_change_password = false WHERE email = $1', [ADMIN.email]));
}

/** A signed-in admin's cookie. */
export async function signIn(url: string, credentials = ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The postmaster of the embedded database under dataDir, if one is running (its pid file names it). */
export function embeddedPostmasterPid(dataDir: string): number | null {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** After a test: nothing of the server left running, and its data folder gone. */
export async function cleanUp(server: ServerProcess | undefined, dataDir: string): Promise<void> {
  await stopServer(server);
  const postmaster = embeddedPostmasterPid(dataDir);
  if (postmaster) {
    process.kill(postmaster, 'SIGQUIT');
    for (let i = 0; i < 100 && embeddedPostmasterPid(dataDir); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
