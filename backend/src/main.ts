import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import cluster from 'node:cluster';
import type { DataSource } from 'typeorm';
import { createApp } from './app-setup.js';
import { BusinessClock } from './common/time/business-clock.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database.js';
import { runMigrations } from './database/migrate.js';
import { seedOnStart } from './database/seeds/seed-on-start.js';
import { connectDemoToDialer } from './database/seeds/demo-dialer.js';
import { UsersService } from './modules/users/users.service.js';

/** Set by the primary process for its workers: the database it prepared. */
const WORKER_DATABASE_URL = 'CRM_WORKER_DATABASE_URL';

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The database to use: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR; migrated either way. */
async function prepareDatabase(config: AppConfig, logger: Logger): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedDatabase(config.dataDir, config.embeddedDbPort, (message) => logger.warn(message));
    url = embedded.url;
    logger.log(`Embedded PostgreSQL on port ${config.embeddedDbPort}, data in ${config.dataDir}`);
  }
  const applied = await runMigrations(url);
  if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
  return { url, embedded };
}

function onShutdownSignal(handler: (signal: string) => Promise<void>): void {
  let stopping = false;
  const run = (signal: string) => {
    if (stopping) return;
    stopping = true;
    handler(signal).then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => run('SIGTERM'));
  process.once('SIGINT', () => run('SIGINT'));
}

/** One HTTP server process: the Nest app on the prepared database. */
async function serve(config: AppConfig, databaseUrl: string, logger: Logger, onStop: () => Promise<void>): Promise<void> {
  const app = await createApp(config, databaseUrl);
  const seeded = await seedOnStart(app.get<DataSource>(getDataSourceToken()), app.get(UsersService), app.get(BusinessClock), config, logger);
  if (seeded.demo && config.dialer.provider === 'simulator') await connectDemoToDialer(app, logger);
  onShutdownSignal(async (signal) => {
    logger.log(`${signal} received, shutting down`);
    await app.close();
    await onStop();
  });
  await app.listen(config.port);
  logger.log(`Collections CRM on http://localhost:${config.port} (API /api, docs /api/docs)`);
}

/** The primary of a multi-process server: prepares the database, keeps the workers running, stops all on a signal. */
async function supervise(config: AppConfig, logger: Logger): Promise<void> {
  const { url, embedded } = await prepareDatabase(config, logger);
  let stopping = false;
  const fork = () => cluster.fork({ [WORKER_DATABASE_URL]: url });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error(`Worker ${worker.process.pid} exited (${signal ?? code}); starting a replacement`);
    setTimeout(fork, 1000);
  });
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  onShutdownSignal(async () => {
    stopping = true;
    const live = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    await Promise.all(live.map((w) => new Promise((resolve) => w!.once('exit', resolve).process.kill('SIGTERM'))));
    await embedded?.stop();
  });
  logger.log(`Started ${config.webConcurrency} worker processes`);
}

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger(cluster.isWorker ? `Worker ${process.pid}` : 'Bootstrap');
  if (cluster.isWorker) return serve(config, process.env[WORKER_DATABASE_URL]!, logger, async () => undefined);
  if (config.webConcurrency > 1) return supervise(config, logger);
  const { url, embedded } = await prepareDatabase(config, logger);
  return serve(config, url, logger, async () => embedded?.stop());
}

bootstrap().catch((error) => {
  console.error(error);
  process.exit(1);
});
