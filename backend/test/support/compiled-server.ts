import { transformFile } from '@swc/core';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE = join(BACKEND, 'src');

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * The server compiled from today's source (not a stale dist/) into a folder of its own under backend/.test-data,
 * so its imports resolve the workspace's node_modules: what a test spawns as a real server process.
 * SWC with the options jest uses; answers main.js's path and a clean-up.
 */
export async function compileServer(): Promise<{ main: string; remove(): void }> {
  const out = join(BACKEND, '.test-data', `server-${process.pid}-${Date.now()}`);
  const files = sources(SOURCE);
  await Promise.all(
    files.map(async (file) => {
      const { code } = await transformFile(file, {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
        sourceMaps: false,
      });
      const target = join(out, relative(SOURCE, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, code);
    }),
  );
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'module' }));
  return { main: join(out, 'main.js'), remove: () => rmSync(out, { recursive: true, force: true }) };
}
