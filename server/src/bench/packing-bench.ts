/**
 * Benchmark of the packer (not a test). On one set of parts (packing-set.ts: the demo's kinds of
 * part, a corpus sphere and real mechanical parts, more than fill an HP MJF 5200) and one volume:
 *
 * 1. how many instances the packer places against a bounding-box packer (box-packer.ts) given the
 *    same parts, volume and spacing, and the density beside it (goal: at least 1.4 × as many);
 * 2. how long a complete packing of 100 of the instances takes (goal: at most 30 s);
 * 3. how long a re-pack of those around one instance moved by hand takes (goal: at most 5 s).
 *
 * Every packing is checked on the meshes inside the packer before it is returned.
 */
import { benchReport } from '../../../scripts/bench-report.mjs';
import { measure } from '../files/geometry/measure.js';
import { pack } from '../files/geometry/packing/pack.js';
import type { PackPart, PackRequest } from '../files/geometry/packing/pack-types.js';
import { packBoxes } from './box-packer.js';
import { MJF_5200, SPACING, packingSet } from './packing-set.js';

const SEARCH_SECONDS = Number(process.env.PACK_SECONDS ?? 60);
const parts = packingSet();
const instances = parts.reduce((sum, part) => sum + part.quantity, 0);
const usable = [0, 1, 2].map((axis) => MJF_5200.size[axis]! - MJF_5200.margins.low[axis]! - MJF_5200.margins.high[axis]!) as [
  number,
  number,
  number,
];
const request = (of: readonly PackPart[], seconds: number): PackRequest => ({
  volume: MJF_5200,
  spacing: SPACING,
  parts: of,
  objective: 'LOWEST_HEIGHT',
  seconds,
});
const timed = <T>(work: () => T): [T, number] => {
  const started = performance.now();
  const result = work();
  return [result, (performance.now() - started) / 1000];
};
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const bench = benchReport('packing', 'Packing parts into an HP MJF 5200 against a bounding-box packer');
bench.log(`${parts.length} shapes (${parts.map((part) => `${part.name} × ${part.quantity}`).join(', ')})`);
bench.log(`${instances} instances, ${MJF_5200.size.join(' × ')} mm with 5 mm margins, spacing ${SPACING} mm, free rotation`);
bench.log();

const [boxes, boxSeconds] = timed(() => packBoxes(parts, usable, SPACING));
const [first, firstSeconds] = timed(() => pack({ ...request(parts, 600), attempts: 1 }));
const [best, bestSeconds] = timed(() => pack(request(parts, SEARCH_SECONDS)));
const litres = (volume: number) => `${(volume / 1e6).toFixed(2)} L`;
const boxVolume = parts.reduce((sum, part, index) => sum + measure(part.mesh).volume * boxes.placedByPart[index]!, 0);
const placedVolume = (placements: readonly { part: number }[]) =>
  placements.reduce((sum, placement) => sum + measure(parts[placement.part]!.mesh).volume, 0);
bench.log(
  `bounding-box packer:        ${boxes.placed} placed in ${boxSeconds.toFixed(1)} s, parts' volume ${(boxVolume / 1e6).toFixed(2)} L`,
);
bench.log(
  `packer, first packing:      ${first.placements.length} placed in ${firstSeconds.toFixed(1)} s, ` +
    `parts' volume ${litres(placedVolume(first.placements))}, density ${percent(first.density)}`,
);
bench.log(
  `packer, ${SEARCH_SECONDS} s search:       ${best.placements.length} placed in ${bestSeconds.toFixed(1)} s (${best.attempts} packings), ` +
    `parts' volume ${litres(placedVolume(best.placements))}, density ${percent(best.density)}, height ${best.height.toFixed(1)} mm`,
);
bench.goal('instances placed, packer ÷ bounding-box packer', best.placements.length / boxes.placed, { atLeast: 1.4, unit: '×' });

// A hundred of the instances, as a planner's build would hold them, on copies of the meshes: a
// cold start, with nothing the packings above learnt of the parts.
let left = 100;
const hundred = parts.map((part) => {
  const quantity = Math.min(part.quantity, left, Math.ceil(part.quantity / 4));
  left -= quantity;
  return { ...part, mesh: { ...part.mesh, vertices: part.mesh.vertices.slice() }, quantity };
});
const [ofHundred, hundredSeconds] = timed(() => pack({ ...request(hundred, 30), attempts: 1 }));
bench.log();
bench.log(`100 instances: ${ofHundred.placements.length} placed, density ${percent(ofHundred.density)}`);
bench.goal('100 instances, a complete packing', ofHundred.unplaced.length === 0 ? hundredSeconds : Infinity, {
  atMost: 30,
  unit: 's',
});

// The planner lifts the first instance 10 mm and packs the rest around it: the same build, its
// parts as the packing left them.
const lifted = ofHundred.placements[0]!;
const matrix = lifted.matrix.map((value, index) => (index === 14 ? value + 10 : value));
const rest = hundred.map((part, index) => (index === lifted.part ? { ...part, quantity: part.quantity - 1 } : part));
const [repacked, repackSeconds] = timed(() =>
  pack({ ...request(rest, 5), attempts: 1, pinned: [{ part: lifted.part, matrix }] }),
);
bench.log(`re-pack around one instance: ${repacked.placements.length} placed`);
bench.goal('re-pack around one instance moved by hand', repacked.unplaced.length === 0 ? repackSeconds : Infinity, {
  atMost: 5,
  unit: 's',
});
bench.finish();
