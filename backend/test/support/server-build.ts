import { transformFile } from '@swc/core';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const BACKEND = new URL('../../', import.meta.url).pathname;
const SOURCES = join(BACKEND, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * The server as plain JavaScript, for tests that run it as a process of its own (and kill it): `backend/src`
 * compiled by swc, with the same decorator settings jest uses, into `.test-data/server-<content hash>`. Built once per
 * source state, shared by the suites (a build goes to a temporary folder first, then is renamed into place).
 */
export async function buildServer(): Promise<string> {
  const files = sourceFiles(SOURCES).sort();
  const hash = createHash('sha1');
  for (const file of files) hash.update(relative(SOURCES, file)).update(readFileSync(file));
  const builds = join(BACKEND, '.test-data');
  const target = join(builds, `server-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(join(target, 'main.js'))) return target;
  mkdirSync(builds, { recursive: true });
  // Builds of earlier source states are of no further use.
  for (const stale of readdirSync(builds, { withFileTypes: true })) {
    if (/^server-[0-9a-f]{12}$/.test(stale.name)) rmSync(join(builds, stale.name), { recursive: true, force: true });
  }

  const building = `${target}.${process.pid}.building`;
  rmSync(building, { recursive: true, force: true });
  for (const file of files) {
    const { code } = await transformFile(file, {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'es6' },
      sourceMaps: false,
    });
    const out = join(building, relative(SOURCES, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, code);
  }
  try {
    renameSync(building, target);
  } catch (error) {
    // Another suite finished the same build first.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(join(target, 'main.js'))) throw error;
  }
  return target;
}
