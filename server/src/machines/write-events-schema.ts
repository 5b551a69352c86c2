import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { EVENTS_SCHEMA_FILE, machineEventsJsonSchema } from './events.js';

/**
 * `pnpm --filter server machine-events:schema`: writes the canonical machine events as JSON Schema
 * to docs/machine-events.schema.json, the published copy that events.test.ts compares with the
 * TypeBox schemas.
 */
writeFileSync(path.resolve(EVENTS_SCHEMA_FILE), `${JSON.stringify(machineEventsJsonSchema(), null, 2)}\n`);
