import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cube } from '../corpus.js';
import { readStl, writeAsciiStl } from '../stl.js';
import { checkPacking } from './exact-check.js';

const run = promisify(execFile);
const SERVER = join(__dirname, '../../../..');
const IMPELLER = join(SERVER, 'test-files/mechanical-parts/fan-impeller.stl');
const command = (...args: string[]) =>
  run('node', ['--import', 'tsx', join(__dirname, 'pack-stl-command.ts'), ...args], { cwd: SERVER });

describe('pack:stl', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pack-stl-'));
  const cubeFile = join(folder, 'cube.stl');
  writeFileSync(cubeFile, writeAsciiStl(cube(30)));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('packs binary and ASCII files by count and prints placements the meshes confirm, and what did not fit', async () => {
    const { stdout } = await command(
      '--volume',
      '100,70,40',
      '--spacing',
      '2',
      '--rotation',
      'none',
      `${IMPELLER}:6`,
      `${cubeFile}:3`,
    );
    const result = JSON.parse(stdout) as {
      placements: { file: string; matrix: number[] }[];
      unplaced: { file: string; reason: string }[];
      height: number;
      density: number;
    };
    expect(result.placements.length + result.unplaced.length).toBe(9);
    expect(result.unplaced.length).toBeGreaterThan(0);
    expect(result.unplaced[0]!.reason).toBe('No room left in the build volume at this spacing');
    const meshes = new Map([IMPELLER, cubeFile].map((file) => [file, readStl(new Uint8Array(readFileSync(file)))]));
    const placed = result.placements.map(({ file, matrix }) => {
      expect(matrix.slice(0, 12)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]);
      return { name: file, mesh: meshes.get(file)!, matrix };
    });
    const volume = { size: [100, 70, 40], margins: { low: [0, 0, 0], high: [0, 0, 0] } } as const;
    expect(checkPacking(placed, volume, 2)).toEqual([]);
    expect(result.height).toBeGreaterThan(0);
    expect(result.density).toBeGreaterThan(0);
  });

  it('says why it cannot pack, and exits with 2', async () => {
    await expect(command('--volume', '20,20,20', '--spacing', '1', IMPELLER)).rejects.toMatchObject({
      code: 2,
      stderr: `${IMPELLER} (34.2 × 34.2 × 20.0 mm) does not fit the build volume less its margins (20.0 × 20.0 × 20.0 mm) in any orientation it may take\n`,
    });
    await expect(command('--volume', '20,20', '--spacing', '1', IMPELLER)).rejects.toMatchObject({ code: 2 });
  });
});
