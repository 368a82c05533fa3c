// Writes a benchmark's figures into docs/performance.md, replacing that benchmark's previous section.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const FILE = new URL('../docs/performance.md', import.meta.url);
const HEADER = '# Performance\n\nFigures measured with `npm run bench` on the project machine; each section is rewritten by its benchmark.\n';

export const machine = () => `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
export const measuredAt = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Replaces (or appends) the section `<!-- bench:name -->` ... `<!-- /bench:name -->` with `title` and `lines`. */
export function writeSection(name, title, lines) {
  const section = [`<!-- bench:${name} -->`, `## ${title}`, '', ...lines, `<!-- /bench:${name} -->`].join('\n');
  let text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- /bench:${name} -->`);
  text = pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, text);
  console.log(`\nWrote ${FILE.pathname} (${title})`);
}
