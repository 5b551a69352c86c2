/** Lots and work centers as the server answers them, for the work center's page tests. */
import type { WorkCenter, WorkplanLot } from './api';

export const WORK_CENTERS: WorkCenter[] = [
  { id: 3, name: 'Depowdering station', equipment: [], createdAt: Date.UTC(2026, 0, 5) },
  { id: 4, name: 'Inspection bench', equipment: [], createdAt: Date.UTC(2026, 0, 5) },
];

const DEPOWDER: WorkplanLot['step'] = {
  id: 31,
  position: 2,
  name: 'Depowder',
  kind: 'WORK',
  workCenter: { id: 3, name: 'Depowdering station' },
  standardMinutes: 3,
  timeBasis: 'PART',
  questions: [
    { id: 'channels-clear', kind: 'CHECK', text: 'Internal channels blown clear' },
    { id: 'wall', kind: 'MEASURE', text: 'Wall thickness', unit: 'mm', min: 1.8, max: 2.2 },
    { id: 'photo.after', kind: 'PHOTO', text: 'Photo of the cleaned part' },
  ],
};

export const INSPECT: WorkplanLot['step'] = {
  ...DEPOWDER,
  id: 33,
  position: 4,
  name: 'Inspect',
  kind: 'INSPECT',
  workCenter: { id: 4, name: 'Inspection bench' },
  questions: [],
};

export const PRINT: WorkplanLot['step'] = {
  ...DEPOWDER,
  id: 30,
  position: 0,
  name: 'Print',
  kind: 'PRINT',
  workCenter: null,
  questions: [],
};

export const lotFixture = (id: number, extra: Partial<WorkplanLot> = {}): WorkplanLot => ({
  id,
  number: id - 100,
  quantity: 12,
  status: 'WAITING',
  order: { id: 1042, title: 'Drone arms', customer: 'Acme Robotics' },
  part: { id: 501, fileName: 'arm-left.stl', partNumber: 'PN-118' },
  dueDate: Date.UTC(2026, 3, 15, 12),
  priority: { label: 'Rush', color: '#d32f2f' },
  step: DEPOWDER,
  stepCount: 6,
  startedAt: null,
  updatedAt: Date.UTC(2026, 3, 1, 9),
  ...extra,
});
