import type { Build, PlanningPart } from './api';

export const planningPart = (rfqFileId: number, fileName: string, extra: Partial<PlanningPart> = {}): PlanningPart => ({
  rfqFileId,
  orderId: 100 + rfqFileId,
  orderTitle: `Order of ${fileName}`,
  customerName: 'Acme Robotics',
  dueDate: Date.UTC(2031, 2, 3, 12),
  fileName,
  process: 'SLS',
  materials: ['PA 2200'],
  quantity: 10,
  notScheduled: 6,
  itar: false,
  volumeMm3: 12_500,
  size: [40, 25.5, 12],
  fitsPrinters: [{ id: 11, name: 'SLS-01' }],
  ...extra,
});

const part = (rfqFileId: number, orderId: number, fileName: string) => ({
  rfqFileId,
  orderId,
  orderTitle: `Order ${orderId}`,
  customerName: 'Acme Robotics',
  fileId: rfqFileId + 500,
  fileName,
  quantity: 2,
  rotation: 'free' as const,
  notScheduled: 2,
  itar: false,
});

/** A planned build on SLS-01 of two orders' parts, packed unless told otherwise. */
export const build = (extra: Partial<Build> = {}): Build => ({
  id: 9,
  name: 'Friday SLS',
  state: 'PLANNED',
  machine: { id: 7, modelName: 'EOS P 396', volume: [340, 340, 600] },
  equipment: { id: 11, displayName: 'SLS-01', margin: 5, layerMm: 0.1, layerSeconds: 10, secondsPerCm3: 0 },
  spacing: 2,
  parts: [part(1, 41, 'bracket.stl'), part(2, 42, 'housing.stl')],
  packing: {
    operationId: 70,
    status: 'SUCCESS',
    reason: null,
    progress: null,
    result: {
      placements: [
        { part: 0, fileId: 501, matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 10, 5, 1], pinned: false },
        { part: 0, fileId: 501, matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 60, 10, 5, 1], pinned: false },
        { part: 1, fileId: 502, matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 60, 5, 1], pinned: false },
      ],
      unplaced: [{ part: 1, fileId: 502, code: 'NO_ROOM', reason: 'No room left in the build volume at this spacing' }],
      height: 42.5,
      density: 0.125,
      interlocked: [],
    },
  },
  estimate: {
    hours: 1.25,
    partsVolumeCm3: 37.5,
    height: 42.5,
    density: 0.125,
    material: {
      name: 'PA 2200',
      partsMassMg: 35_250,
      massDensity: 0.11625,
      bedLitres: 4.913,
      batch: { id: 12, number: 'B-00012' },
      topUpMg: 1_200_000,
      beyondRules: [],
    },
  },
  job: null,
  groupNestingId: null,
  updatedAt: Date.UTC(2031, 2, 1, 9),
  ...extra,
});
