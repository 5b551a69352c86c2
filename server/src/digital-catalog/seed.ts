/**
 * The demo's digital catalogue: Austin sells two parts from its catalogue, published to Acme
 * Robotics, made through the catalogue's own service as its editor would.
 */
import type { DemoTenants } from '../accounts/index.js';
import type { Db } from '../db/database.js';
import type { FileStore } from '../files/index.js';
import { demoPart } from '../files/index.js';
import { storeVerifiedPart } from '../files/index.js';
import { idsByName } from '../seed/index.js';
import { createItem } from './service.js';

const EDITOR = 'admin@demo.test';

export const DEMO_CATALOG = [
  {
    name: 'Cable guide clip',
    partNumber: 'AUS-CAT-101',
    description: 'Snap-in guide for cables up to 8 mm, for 20 mm aluminium profiles.',
    file: 'cable_guide_clip.stl',
    size: [24, 12, 8] as [number, number, number],
    process: 'SELECTIVE_LASER_SINTERING',
    material: 'PA 2200',
    leadTimeDays: 5,
    prices: [
      { minQuantity: 10, unitPriceMinor: 240 },
      { minQuantity: 100, unitPriceMinor: 180 },
      { minQuantity: 500, unitPriceMinor: 135 },
    ],
  },
  {
    name: 'Sensor mounting plate',
    partNumber: 'AUS-CAT-204',
    description: 'Mounting plate for M12 proximity sensors; two slots for adjustment.',
    file: 'sensor_mounting_plate.stl',
    size: [60, 40, 5] as [number, number, number],
    process: 'SELECTIVE_LASER_SINTERING',
    material: 'PA 2200',
    leadTimeDays: 7,
    prices: [
      { minQuantity: 1, unitPriceMinor: 1_450 },
      { minQuantity: 25, unitPriceMinor: 1_100 },
    ],
  },
];

export async function seedDigitalCatalog({ db, store, tenants }: { db: Db; store: FileStore; tenants: DemoTenants }) {
  const users = await idsByName(db.selectFrom('users').select(['id', 'email']).execute(), 'email');
  const processes = await idsByName(db.selectFrom('am_processes').select(['id', 'code']).execute(), 'code');
  const materials = await idsByName(db.selectFrom('materials').select(['id', 'name']).execute(), 'name');
  const scope = { userId: users.get(EDITOR)!, facilityId: tenants.austin };
  for (const item of DEMO_CATALOG) {
    const fileId = await storeVerifiedPart(db, store, {
      companyId: tenants.austin,
      uploadedBy: scope.userId,
      fileName: item.file,
      mesh: demoPart(item.file, item.size),
    });
    await createItem(db, scope, {
      name: item.name,
      partNumber: item.partNumber,
      description: item.description,
      fileId,
      amProcessId: processes.get(item.process)!,
      materialId: materials.get(item.material)!,
      leadTimeDays: item.leadTimeDays,
      currency: 'USD',
      prices: item.prices,
      imageFileIds: [],
      customerIds: [tenants.acme],
      published: true,
    });
  }
}
