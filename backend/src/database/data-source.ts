/** DataSource for the TypeORM CLI (migration:generate / migration:run): `DATABASE_URL` must point at a database. */
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set to use the TypeORM CLI');

export default new DataSource(buildDataSourceOptions(url));
