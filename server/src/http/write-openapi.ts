import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { API_TYPES_FILE, apiTypes } from './api-types.js';
import { openApiJson } from './openapi.js';

/**
 * `pnpm --filter server openapi`: writes the OpenAPI document of the current routes to
 * server/openapi.json, and the TypeScript types generated from it to
 * shared/src/contracts/api-schemas.ts: the committed copies that a test compares with the live ones.
 */
const handle = await openDatabase({});
// The app reads its tables as it starts (operations to resume), so the database is migrated.
await migrateToLatest(handle.db);
const app = await buildApp(
  loadConfig({ APP_SECRET: 'openapi-generation-'.padEnd(40, 'x'), DATA_DIR: '/nonexistent' }),
  handle.db,
  false,
);
await app.ready();
const json = openApiJson(app);
writeFileSync(path.resolve('openapi.json'), json);
writeFileSync(path.resolve(API_TYPES_FILE), await apiTypes(json));
await app.close();
await handle.close();
