// npm run bench: builds the backend, then runs each benchmark in turn.
import { execSync } from 'node:child_process';

execSync('npm run build -w backend', { stdio: 'inherit' });
await import('./customers.bench.mjs');
