import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STOP_WAIT_MS = 30_000;

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The postmaster still running on `databaseDir` although no server owns it: its server process was killed (SIGKILL,
 * the OOM killer), so it never stopped its child, and the orphan keeps the pid file and the port, so no new start
 * can succeed. Read from /proc (Linux); elsewhere nothing is found and the start fails as before. A postmaster whose
 * parent is still a Node.js process belongs to a live server and is left alone.
 */
function leftoverPostmaster(databaseDir: string): number | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const command = readProc(pid, 'cmdline')?.split('\0') ?? [];
  if (!command[0]?.endsWith('postgres') || !command.includes(databaseDir)) return null;
  const parent = Number(readProc(pid, 'stat')?.split(') ')[1]?.split(' ')[1]);
  const parentCommand = readProc(parent, 'cmdline')?.split('\0')[0] ?? '';
  return /(^|\/)node$/.test(parentCommand) ? null : pid;
}

/**
 * Stops a leftover postmaster with a fast shutdown: the transactions its dead server left open (an import's commit,
 * a job's run) are rolled back and their locks released, as a crash of the whole machine would have done.
 */
export async function stopLeftoverPostmaster(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pid = leftoverPostmaster(databaseDir);
  if (pid === null) return;
  log(`Stopping the embedded PostgreSQL (pid ${pid}) a previous server process left running`);
  process.kill(pid, 'SIGINT');
  const deadline = performance.now() + STOP_WAIT_MS;
  while (existsSync(`/proc/${pid}`)) {
    if (performance.now() > deadline) throw new Error(`The embedded PostgreSQL left running (pid ${pid}) did not stop within ${STOP_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
