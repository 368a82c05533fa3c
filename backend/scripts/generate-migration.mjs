#!/usr/bin/env node
// Generates a TypeORM migration from the difference between the entities and the migrations so far.
// Usage: npm run migration:generate -w backend -- AddCustomers
// Starts a throw-away embedded PostgreSQL (or uses DATABASE_URL), applies the existing migrations, then diffs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run migration:generate -w backend -- MigrationName (PascalCase)');
  process.exit(2);
}
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
const { startEmbeddedDatabase } = await import('../dist/database/embedded-database.js');

let db;
let dir;
if (!process.env.DATABASE_URL) {
  dir = mkdtempSync(join(tmpdir(), 'crm-migrate-'));
  db = await startEmbeddedDatabase(dir, 5400 + Math.floor(Math.random() * 400));
}
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? db.url };
const typeorm = (args, stdout = 'inherit') => execFileSync('npx', ['typeorm', ...args], { stdio: ['ignore', stdout, 'inherit'], env });
try {
  typeorm(['migration:run', '-d', 'dist/database/data-source.js'], 'ignore');
  typeorm(['migration:generate', '-d', 'dist/database/data-source.js', '-p', `src/database/migrations/${name}`]);
} catch {
  process.exitCode = 1; // typeorm printed why (e.g. no schema changes)
} finally {
  if (db) await db.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
