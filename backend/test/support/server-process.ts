import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Starts `node main` with `env` on a free port and waits until /api/health answers 200 (or the process dies). */
export async function startServerProcess(main: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server process exited (${child.exitCode}): ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then((answer) => answer.status === 200, () => false);
    if (healthy) {
      return {
        url,
        pid: child.pid!,
        stop: async () => {
          child.kill('SIGTERM');
          await exited(child);
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server process did not answer /api/health within a minute: ${stderr}`);
}
