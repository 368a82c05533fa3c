// CPU and memory of process trees over time, read from /proc every few seconds: the server (and its workers) and
// PostgreSQL (the postmaster and its backends), plus this load generator itself, which shares the machine's cores.
import { readdirSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';

const TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** pid → { ppid, ticks (user + system, with reaped children's), rssKb } for every process still readable. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces and parentheses): state is field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
      table.set(Number(name), { ppid: Number(fields[1]), ticks: utime + stime + cutime + cstime });
    } catch {
      // exited while listing
    }
  }
  return table;
}

function treeOf(table, root) {
  const pids = [root];
  for (let i = 0; i < pids.length; i += 1) for (const [pid, p] of table) if (p.ppid === pids[i]) pids.push(pid);
  return pids.filter((pid) => table.has(pid));
}

/** Proportional set size (shared pages split between the processes that map them), else the resident size. */
function memoryKb(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(rollup.match(/^Pss:\s+(\d+)/m)?.[1] ?? 0);
  } catch {
    try {
      return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      return 0;
    }
  }
}

function measure(table, root) {
  const pids = root.alone ? [root.pid].filter((pid) => table.has(pid)) : treeOf(table, root.pid ?? root);
  return { processes: pids.length, ticks: pids.reduce((sum, pid) => sum + table.get(pid).ticks, 0), memoryMb: pids.reduce((sum, pid) => sum + memoryKb(pid), 0) / 1024 };
}

/**
 * Samples the named process trees (a pid, or { pid, alone: true } for the process without its children) every
 * `everyMs`: CPU as % of one core over the interval, memory as summed PSS in MB, and whatever `extra()` answers.
 * `stop()` ends it and answers the samples ({ at seconds, load1, ...extra(), [name]: { cpu, memoryMb, processes } }).
 */
export function sampleProcesses(roots, everyMs = 5000, extra = () => ({})) {
  const started = Date.now();
  const samples = [];
  let previous = null;
  const take = () => {
    const table = processTable();
    const now = { wall: Date.now(), trees: Object.fromEntries(Object.entries(roots).map(([name, pid]) => [name, measure(table, pid)])) };
    if (previous) {
      const seconds = (now.wall - previous.wall) / 1000;
      const sample = { at: Math.round((now.wall - started) / 1000), load1: loadavg()[0], ...extra() };
      for (const [name, tree] of Object.entries(now.trees)) {
        const cpu = (100 * Math.max(0, tree.ticks - previous.trees[name].ticks)) / TICKS_PER_SECOND / seconds;
        sample[name] = { cpu: Math.round(cpu), memoryMb: Math.round(tree.memoryMb), processes: tree.processes };
      }
      samples.push(sample);
    }
    previous = now;
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
