import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { openApiJson } from './openapi.js';

/**
 * `pnpm --filter server openapi`: writes the OpenAPI document of the current routes to
 * server/openapi.json, the committed copy that a test compares with the live one.
 */
const handle = await openDatabase({});
const app = await buildApp(
  loadConfig({ APP_SECRET: 'openapi-generation-'.padEnd(40, 'x'), DATA_DIR: '/nonexistent' }),
  handle.db,
  false,
);
await app.ready();
writeFileSync(path.resolve('openapi.json'), openApiJson(app));
await app.close();
await handle.close();
