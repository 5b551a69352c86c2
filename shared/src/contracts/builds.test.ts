import { guardRows } from './guard-table.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STATES, BUILD_TRANSITIONS, buildStateDiagram, mayMoveBuild } from './builds.js';

describe('the build graph', () => {
  it('reaches every state, and lets people make only the floor’s arrows', () => {
    for (const state of BUILD_STATES.slice(1)) expect(BUILD_TRANSITIONS.some((arrow) => arrow.to === state)).toBe(true);
    expect(mayMoveBuild('PREPARED', 'ON_MACHINE')).toBe(true);
    expect(mayMoveBuild('BUILT', 'UNPACKED')).toBe(true);
    expect(mayMoveBuild('PLANNED', 'PREPARED')).toBe(false);
    expect(mayMoveBuild('BUILDING', 'BUILT')).toBe(false);
  });

  it('is drawn in docs/packing.md as it is', () => {
    const doc = readFileSync(path.join(__dirname, '../../../docs/packing.md'), 'utf8');
    const drawn = buildStateDiagram();
    expect(doc).toContain(drawn.build);
    expect(guardRows(doc)).toEqual(guardRows(drawn.guards));
  });
});
