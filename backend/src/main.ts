import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { createApp } from './app-setup.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database.js';
import { runMigrations } from './database/migrate.js';
import { seedOnStart } from './database/seeds/seed-on-start.js';
import { UsersService } from './modules/users/users.service.js';

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

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger('Bootstrap');

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedDatabase(config.dataDir, config.embeddedDbPort);
    databaseUrl = embedded.url;
    logger.log(`Embedded PostgreSQL on port ${config.embeddedDbPort}, data in ${config.dataDir}`);
  }
  const applied = await runMigrations(databaseUrl);
  if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);

  const app = await createApp(config, databaseUrl);
  await seedOnStart(app.get<DataSource>(getDataSourceToken()), app.get(UsersService), config, logger);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen(config.port);
  logger.log(`Collections CRM on http://localhost:${config.port} (API /api, docs /api/docs)`);
}

bootstrap().catch((error) => {
  console.error(error);
  process.exit(1);
});
