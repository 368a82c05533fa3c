// Writes a benchmark's figures into docs/performance.md, replacing that benchmark's previous section.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const FILE = new URL('../docs/performance.md', import.meta.url);
const HEADER = '# Performance\n\nFigures measured with `npm run bench` on the project machine; each section is rewritten by its benchmark.\n';

export function writeReport(name, { rows, seconds, results }) {
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const lines = [
    `<!-- bench:${name} -->`,
    `## ${name === 'customers' ? 'Customer list and dashboard (1,000,000 customers)' : name}`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}, with \`npm run bench\`:`,
    `${rows.toLocaleString('en-IN')} customers, autocannon at concurrency 10 for ${seconds} s per scenario after a 2 s warm-up;`,
    'the SQL column runs the same queries the service runs, straight on PostgreSQL with the same concurrency.',
    '',
    '| scenario | p50 ms | p95 ms | p99 ms | req/s | SQL p95 ms | API/SQL p95 | target p95 | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.sqlP95} | ${r.ratio} | ≤ ${r.target} ${r.p95 <= r.target ? '✓' : '✗'} | ${r.errors} |`),
    `<!-- /bench:${name} -->`,
  ].join('\n');
  let text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- /bench:${name} -->`);
  text = pattern.test(text) ? text.replace(pattern, lines) : `${text.trimEnd()}\n\n${lines}\n`;
  writeFileSync(FILE, text);
  console.log(`\nWrote ${FILE.pathname}`);
}
