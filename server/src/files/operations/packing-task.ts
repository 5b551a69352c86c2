/**
 * PACK3D and EXHAUSTIVE_FIT in a geometry worker: the parameters resolved when the operation was
 * accepted (packing-parameters.ts), the part files' bytes, and for a packing a port to report
 * progress on and a flag the server raises when someone asks it to stop.
 */
import { MeshError, readStl } from '../geometry/index.js';
import { nestOnPlatform } from '../geometry/nesting/platform-packing.js';
import { orientationsThatFit } from '../geometry/packing/fit.js';
import type { RotationFreedom } from '../geometry/packing/orientations.js';
import { pack } from '../geometry/packing/pack.js';
import { type PackObjective, type PackProgress, PackRefusal, type PinnedInstance } from '../geometry/packing/pack-types.js';
import type { GeometryResult, GeometryTask } from './geometry-task.js';
import { massDensityOf, type PackingMachine, type PackingMaterial } from './packing-operations.js';
import { inMillimetres, scaled } from './packing-units.js';

interface PackParameters {
  machine: PackingMachine;
  /** Absent in packings accepted before it was asked. */
  material?: PackingMaterial | null;
  spacing: number;
  objective: PackObjective;
  seconds: number;
  attempts?: number;
  /** `scale`: millimetres in one unit of the file (absent in packings accepted before it was asked). */
  parts: { fileId: number; name: string; quantity: number; rotation: RotationFreedom; scale?: number }[];
  pinned: PinnedInstance[];
}

interface FitParameters {
  rotation: RotationFreedom;
  machines: PackingMachine[];
}

const usableOf = ({ volume, margin }: PackingMachine) => volume.map((length) => length - 2 * margin);
const done = (responseData: Record<string, unknown>): GeometryResult => ({
  status: 'SUCCESS',
  fileNeedsRepair: false,
  responseData,
});

export function runPackingTask(task: GeometryTask): GeometryResult {
  try {
    if (task.type === 'EXHAUSTIVE_FIT') {
      const mesh = readStl(new Uint8Array(task.bytes), { maxFacets: task.maxFacets });
      const { rotation, machines } = task.parameters as unknown as FitParameters;
      return done({
        machines: machines.map((machine) => {
          const orientations = orientationsThatFit(mesh, rotation, usableOf(machine));
          return { equipmentId: machine.equipmentId, name: machine.name, fits: orientations.length > 0, orientations };
        }),
      });
    }
    const parameters = task.parameters as unknown as PackParameters;
    const { machine } = parameters;
    const margins = [machine.margin, machine.margin, machine.margin] as const;
    const scaleOf = (part: number) => parameters.parts[part]!.scale ?? 1;
    // The packer works in millimetres: a part drawn in other units is scaled to them, and each
    // matrix given or answered maps the file's own coordinates, so it carries the scale too.
    const parts = parameters.parts.map((part, index) => ({
      name: part.name,
      mesh: inMillimetres(readStl(new Uint8Array(task.parts![index]!), { maxFacets: task.maxFacets }), scaleOf(index)),
      quantity: part.quantity,
      rotation: part.rotation,
    }));
    // A platform process stands its parts side by side: they are nested by footprint, not packed.
    const result = (machine.platform ? nestOnPlatform : pack)(
      {
        volume: { size: machine.volume, margins: { low: margins, high: margins } },
        spacing: parameters.spacing,
        parts,
        objective: parameters.objective,
        seconds: parameters.seconds,
        attempts: parameters.attempts,
        pinned: parameters.pinned.map((pin) => ({ ...pin, matrix: scaled(pin.matrix, 1 / scaleOf(pin.part)) })),
      },
      {
        onProgress: (progress: PackProgress) => task.progress?.postMessage(progress),
        cancelled: () => (task.cancel ? Atomics.load(task.cancel, 0) === 1 : false),
      },
    );
    const fileOf = (part: number) => parameters.parts[part]!.fileId;
    return done({
      ...result,
      massDensity: massDensityOf(result.density, parameters.material?.densityGCm3),
      machine: { equipmentId: machine.equipmentId, name: machine.name, volume: machine.volume, margin: machine.margin },
      placements: result.placements.map((placement) => ({
        ...placement,
        matrix: scaled(placement.matrix, scaleOf(placement.part)),
        fileId: fileOf(placement.part),
      })),
      unplaced: result.unplaced.map((instance) => ({ ...instance, fileId: fileOf(instance.part) })),
    });
  } catch (error) {
    if (error instanceof MeshError || error instanceof PackRefusal)
      return { status: 'FAILED', fileNeedsRepair: false, responseData: { reason: error.message } };
    throw error;
  }
}
