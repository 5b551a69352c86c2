import { writeBinaryStl } from '../geometry/index.js';
import type { Mesh } from '../geometry/mesh.js';
import { moved, pin, ring } from '../geometry/packing/test-shapes.js';
import { runPlacementCheck } from './placement-check-task.js';

/**
 * A ring (28 mm across, a 20 mm hole) moved by hand onto a pin standing in the volume: about a
 * pin with heads it could not be taken off after the build, about a plain pin it slides off.
 */
function ringOntoPin(shaft: Mesh) {
  const parts = [shaft, ring(12, 2)].map((mesh) => {
    const bytes = writeBinaryStl(mesh);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  });
  return runPlacementCheck({
    type: 'CHECK_PLACEMENT',
    bytes: new ArrayBuffer(0),
    extension: 'stl',
    maxFacets: 1_000_000,
    parts,
    parameters: {
      machine: { equipmentId: 1, name: 'Test printer', volume: [100, 40, 70], margin: 0 },
      spacing: 1,
      parts: [
        { name: 'pin.stl', scale: 1 },
        { name: 'ring.stl', scale: 1 },
      ],
      // The pin stands at x 15, the ring lies flat at x 70; moved 55 mm along -x, it rings the pin's middle.
      placements: [
        { part: 0, matrix: moved([15, 20, 1]) },
        { part: 1, matrix: moved([70, 20, 30]) },
      ],
      index: 1,
      move: { offset: [-55, 0, 0], turn: 0 },
    },
  }).responseData as { violations: { kind: string; placements: number[]; message: string }[] };
}

describe('a piece moved by hand about another', () => {
  it('is refused where the two could not be taken apart after the build', () => {
    expect(ringOntoPin(pin(60, 4, 14)).violations).toEqual([
      {
        kind: 'INTERLOCKED',
        placements: [0, 1],
        message: 'ring.stl and pin.stl could not be taken apart after the build',
      },
    ]);
  });

  it('may be made where one lifts off the other', () => {
    expect(ringOntoPin(pin(60, 4)).violations).toEqual([]);
  });
});
