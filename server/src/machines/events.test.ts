import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EVENTS_SCHEMA_FILE, machineEventsJsonSchema, readMachineEvent } from './events.js';

const envelope = { machineId: 7, sourceId: 'opcua:opc.tcp://printer:4840:R-1:layer:3', occurredAt: '2025-03-01T08:30:00.000Z' };

describe('readMachineEvent', () => {
  it('returns an event of each type as it is', () => {
    const events = [
      { type: 'MACHINE_STATE', ...envelope, state: 'PRINTING' },
      { type: 'JOB_STARTED', ...envelope, jobName: 'Bracket build', fileName: 'bracket.3mf', totalLayers: 120 },
      { type: 'JOB_LAYER', ...envelope, jobName: 'Bracket build', layer: 3, totalLayers: 120 },
      { type: 'JOB_PAUSED', ...envelope, jobName: 'Bracket build' },
      { type: 'JOB_RESUMED', ...envelope, jobName: 'Bracket build' },
      { type: 'JOB_FINISHED', ...envelope, jobName: 'Bracket build', layers: 120, totalLayers: 120 },
      { type: 'JOB_ABORTED', ...envelope, jobName: 'Bracket build', reason: 'Recoater crash' },
      { type: 'ALARM', ...envelope, code: 'RecoaterBlocked', severity: 'WARNING', message: 'Recoater blocked', active: true },
      { type: 'FEEDSTOCK_LOADED', ...envelope, feedstockId: 'PA12', materialName: 'PA 12', quantity: 20, unit: 'kg', cycle: 4 },
      { type: 'FEEDSTOCK_CONSUMED', ...envelope, feedstockId: 'PA12', quantity: 0.25, unit: 'kg', remainingQuantity: 19.75 },
    ];
    for (const event of events) expect(readMachineEvent(event)).toEqual({ event });
  });

  it('names the path of every fault of the event its type means', () => {
    const read = readMachineEvent({ type: 'JOB_LAYER', ...envelope, occurredAt: 'yesterday', layer: 0, colour: 'red' });
    expect(read.errors).toEqual([
      '/jobName is required',
      '/totalLayers is required',
      '/colour is not a field of this event',
      '/occurredAt must match format "date-time"',
      '/layer must be >= 1',
    ]);
  });

  it('refuses an unknown type, an inherited name included, and anything but an object, without throwing', () => {
    for (const garbage of [{ type: 'toString' }, { type: 3 }, {}]) {
      expect(readMachineEvent(garbage).errors).toEqual([expect.stringMatching(/^\/type must be one of: MACHINE_STATE, /)]);
    }
    for (const garbage of [null, undefined, 'JOB_LAYER', 42, []]) {
      expect(readMachineEvent(garbage)).toEqual({ errors: ['/ must be an object'] });
    }
  });

  it('refuses a value outside its enumeration', () => {
    const read = readMachineEvent({ type: 'MACHINE_STATE', ...envelope, state: 'SLEEPING' });
    expect(read.errors?.[0]).toMatch(/^\/state /);
  });

  it('refuses text the database cannot keep (a NUL), naming where it is', () => {
    const read = readMachineEvent({ type: 'JOB_PAUSED', ...envelope, jobName: 'Brackets\u0000' });
    expect(read.errors).toEqual(['/jobName contains a character that cannot be stored (NUL or half of a surrogate pair)']);
  });
});

describe('docs/machine-events.schema.json', () => {
  it('is the TypeBox schema (run `pnpm --filter server machine-events:schema` after changing events.ts)', () => {
    const published: unknown = JSON.parse(readFileSync(path.resolve(__dirname, '../..', EVENTS_SCHEMA_FILE), 'utf8'));
    expect(published).toEqual(machineEventsJsonSchema());
  });
});
