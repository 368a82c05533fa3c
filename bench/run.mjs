// npm run bench: builds the backend, then runs each benchmark in turn (--only=customers|overhead|import|hostile|first-load|leave|attendance|worklist|year|uploads|api-keys|webhooks|vault for one; --only=prepared runs only when named). The load benchmark runs on its own: npm run bench:load.
import { execSync } from 'node:child_process';

execSync('npm run build -w backend', { stdio: 'inherit' });
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (!only || only === 'customers') await import('./customers.bench.mjs');
if (!only || only === 'overhead') await import('./request-overhead.bench.mjs');
if (!only || only === 'import') await import('./import.bench.mjs');
if (!only || only === 'hostile') await import('./hostile-body.bench.mjs');
if (!only || only === 'first-load') await import('./first-load.bench.mjs');
if (!only || only === 'leave') await import('./leave-accrual.bench.mjs');
if (!only || only === 'attendance') await import('./attendance.bench.mjs');
if (!only || only === 'worklist') await import('./worklist.bench.mjs');
if (!only || only === 'year') await import('./year.bench.mjs');
if (only === 'prepared') await import('./prepared.bench.mjs');
if (!only || only === 'uploads') await import('./upload-burst.bench.mjs');
if (!only || only === 'api-keys') await import('./api-key.bench.mjs');
if (!only || only === 'webhooks') await import('./webhooks.bench.mjs');
if (!only || only === 'vault') await import('./vault.bench.mjs');
