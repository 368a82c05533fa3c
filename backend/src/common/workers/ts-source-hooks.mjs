// Module hooks for a worker thread started from the TypeScript sources (start-worker.ts, under jest): `.ts` files are
// compiled by swc with the settings of backend/jest.config.mjs, `./x.js` imports find `./x.ts`, and @crm/shared is
// read from its sources, as jest's moduleNameMapper does. The compiled server (dist/) never uses this file.
import { transformSync } from '@swc/core';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SHARED = new URL('../../../../packages/shared/src/index.ts', import.meta.url).href;
const SWC = {
  jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export async function resolve(specifier, context, next) {
  if (specifier === '@crm/shared') return { url: SHARED, shortCircuit: true };
  if (context.parentURL?.endsWith('.ts') && /^\.\.?\/.*\.js$/.test(specifier)) {
    const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(source)) return { url: source.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const { code } = transformSync(readFileSync(new URL(url), 'utf8'), { ...SWC, filename: fileURLToPath(url) });
  return { format: 'module', source: code, shortCircuit: true };
}
