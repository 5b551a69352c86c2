/** What the batches page's tests share: batches, lots, machines and people as the API sends them. */
import { equipmentFixture, renderWithProviders } from 'shared/testing';
import type { Batch, BatchEvent, BatchRow, MaterialSettings } from './api';
import BatchesPage from './batches-page';

export const PATH = '/api/v1/materials/batches';
export const KG = 1_000_000;

/** A signed-in facility member; a lot user records events. */
export const person = (lotUser: boolean) => ({
  id: 1,
  roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }, ...(lotUser ? [{ roleName: 'LOT_USER' }] : [])],
  permissions: ['MATERIAL_MANAGEMENT_EDITOR'],
});

const MATERIALS = [
  { id: 7, name: 'PA 2200', generalMaterialType: { id: 1, name: 'Polymer' } },
  { id: 8, name: 'EOS Titanium Ti64', generalMaterialType: { id: 2, name: 'Metal' } },
];

export const batchRow = (id: number, extra: Partial<BatchRow> = {}): BatchRow => ({
  id,
  number: `B-${String(id).padStart(5, '0')}`,
  material: { id: 7, name: 'PA 2200' },
  state: 'IDLE',
  powderState: 'SIEVED',
  massMg: 12_500_000,
  location: 'Shelf 2',
  machine: null,
  virginThousandths: 30_000,
  maxCycles: 2,
  createdAt: '2026-03-02T09:00:00.000Z',
  ...extra,
});

const blendEvent = (extra: Partial<BatchEvent> = {}): BatchEvent => ({
  id: 1,
  kind: 'BLEND',
  at: '2026-03-02T09:00:00.000Z',
  by: 'Olga Operator',
  machine: null,
  job: null,
  inputs: [
    { batch: null, lot: { id: 4, number: 'LOT-00004' }, massMg: 3_750_000 },
    { batch: { id: 9, number: 'B-00009' }, lot: null, massMg: 8_850_000 },
  ],
  outputs: [{ batch: { id: 12, number: 'B-00012' }, lot: null, massMg: 12_500_000 }],
  lossMg: 100_000,
  unaccountedMg: 0,
  note: 'Mixed for the March builds',
  ...extra,
});

export const batch = (extra: Partial<Batch> = {}): Batch => ({
  ...batchRow(12),
  createdMg: 12_500_000,
  meanCycles: '0.70',
  cycles: [
    { cycles: 0, massMg: 3_750_000, thousandths: 30_000 },
    { cycles: 1, massMg: 8_750_000, thousandths: 70_000 },
  ],
  lots: [
    {
      lot: { id: 3, number: 'LOT-00003' },
      material: { id: 7, name: 'PA 2200' },
      supplier: { id: 1, name: 'Keystone Additive' },
      supplierLotNumber: 'K-3',
      massMg: 8_750_000,
      thousandths: 70_000,
    },
    {
      lot: { id: 4, number: 'LOT-00004' },
      material: { id: 7, name: 'PA 2200' },
      supplier: { id: 2, name: 'Orbit Powders' },
      supplierLotNumber: 'OP-77',
      massMg: 3_750_000,
      thousandths: 30_000,
    },
  ],
  events: [blendEvent()],
  ...extra,
});

const SETTINGS: MaterialSettings = {
  massTolerancePercent: 0.5,
  rules: [
    { material: { id: 7, name: 'PA 2200' }, minVirginPercent: 20, maxCycles: 1, sieveRequired: true, reorderPointMg: null },
  ],
};

const MACHINES = [
  equipmentFixture(31, 'P396-01', { materials: [{ id: 7, name: 'PA 2200' }] }),
  equipmentFixture(32, 'M290-01', { materials: [{ id: 8, name: 'EOS Titanium Ti64' }] }),
];

export const lotRow = (id: number, remainingMg: number) => ({
  id,
  number: `LOT-${String(id).padStart(5, '0')}`,
  material: { id: 7, name: 'PA 2200' },
  supplier: { id: 1, name: 'Keystone Additive' },
  supplierLotNumber: `K-${id}`,
  quantity: '20',
  unit: 'KILOGRAM',
  massMg: 20 * KG,
  remainingMg,
  receivedOn: '2026-03-02',
  expiresOn: null,
  location: 'Cage 3',
  status: 'RELEASED',
});

/** The answers every test starts from: a lot user, the catalogue, the settings and the machines. */
export const answers = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  'GET /api/v1/users/getUser': person(true),
  'GET /api/v1/sp/materials': MATERIALS,
  'GET /api/v1/materials/settings': SETTINGS,
  'GET /api/v3/sp/equipments': MACHINES,
  ...extra,
});

export const PAGE = '/service-provider/material-management/batches';

export const open = (route = PAGE, language: 'en_US' | 'de_DE' = 'en_US') =>
  renderWithProviders(<BatchesPage />, { route, language });
