/**
 * `pnpm --filter server pack:stl --volume X,Y,Z --spacing S [--seconds T] [--rotation z|none]
 * [--objective MOST_PARTS|LOWEST_HEIGHT|DENSITY] FILE.stl[:COUNT] …`: packs STL files with the
 * platform's packer, without the platform, and prints one JSON object: a placement per placed
 * instance (the file as given and its column-major 4×4 matrix from the file's coordinates to the
 * build volume's, whose corner is the origin), the instances left out with their reasons, the
 * height and the density. A request the packer refuses prints its reason and exits with 2.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MeshError } from '../mesh.js';
import { readStl } from '../stl.js';
import type { RotationFreedom } from './orientations.js';
import { pack } from './pack.js';
import { type PackObjective, type PackPart, PackRefusal } from './pack-types.js';

const OBJECTIVES: readonly PackObjective[] = ['MOST_PARTS', 'LOWEST_HEIGHT', 'DENSITY'];
const FREEDOMS: Record<string, RotationFreedom> = { free: 'free', z: 'z', none: 'none' };

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

function numbers(text: string | undefined, count: number, what: string): number[] {
  const values = (text ?? '').split(',').map(Number);
  if (values.length !== count || values.some((value) => !Number.isFinite(value) || value < 0))
    fail(`${what}: give ${count} numbers of mm, e.g. 380,284,380`);
  return values;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    volume: { type: 'string' },
    spacing: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    rotation: { type: 'string', default: 'free' },
    objective: { type: 'string', default: 'LOWEST_HEIGHT' },
  },
});
const [x, y, z] = numbers(values.volume, 3, '--volume');
const [spacing] = numbers(values.spacing, 1, '--spacing');
const [seconds] = numbers(values.seconds, 1, '--seconds');
const rotation = FREEDOMS[values.rotation!] ?? fail('--rotation: free, z or none');
const objective = OBJECTIVES.find((name) => name === values.objective) ?? fail(`--objective: ${OBJECTIVES.join(', ')}`);
if (positionals.length === 0) fail('Name at least one STL file, as FILE.stl or FILE.stl:COUNT');

// pnpm runs the script in the server's folder; the files are named from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const parts: PackPart[] = positionals.map((argument) => {
  const [, file, count] = /^(.*?)(?::(\d+))?$/.exec(argument)!;
  try {
    return {
      name: file!,
      mesh: readStl(new Uint8Array(readFileSync(resolve(base, file!)))),
      quantity: Number(count ?? 1),
      rotation,
    };
  } catch (error) {
    return fail(`${file}: ${error instanceof MeshError || error instanceof Error ? error.message : String(error)}`);
  }
});

try {
  const result = pack({
    volume: { size: [x!, y!, z!], margins: { low: [0, 0, 0], high: [0, 0, 0] } },
    spacing: spacing!,
    parts,
    objective,
    seconds: seconds!,
  });
  const file = (part: number) => parts[part]!.name;
  const output = {
    placements: result.placements.map((placement) => ({ file: file(placement.part), matrix: placement.matrix })),
    unplaced: result.unplaced.map((instance) => ({ file: file(instance.part), reason: instance.reason })),
    height: result.height,
    density: result.density,
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
} catch (error) {
  if (error instanceof PackRefusal) fail(error.message);
  throw error;
}
