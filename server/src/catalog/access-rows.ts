import { randomUUID } from 'node:crypto';
import { SP_MEMBER, collectionRows, seededId, type AccessRows } from '../test-support/access-matrix.js';
import { DEMO_EQUIPMENT } from './seed.js';

export const accessRows: AccessRows = async ({ t, austin }) => {
  const austinLabel = await seededId(t, 'priority_labels', { facility_id: austin, label: 'Rush' });
  const [sls01Name] = DEMO_EQUIPMENT.austin[0]!;
  const sls01 = await t.db
    .selectFrom('equipment')
    .select(['id', 'display_name', 'machine_id', 'currently_used_material_id'])
    .where('facility_id', '=', austin)
    .where('display_name', '=', sls01Name)
    .executeTakeFirstOrThrow();
  /** SLS-01 of Austin as a client would send it back (its name, model and materials unchanged). */
  const sls01Input = {
    displayName: sls01.display_name,
    machineId: sls01.machine_id,
    materialIds: (
      await t.db
        .selectFrom('equipment_materials')
        .select('material_id')
        .where('equipment_id', '=', sls01.id)
        .where('role', '=', 'PRIMARY')
        .execute()
    ).map((m) => m.material_id),
    currentlyUsedMaterialId: sls01.currently_used_material_id,
  };
  return [
    {
      method: 'GET',
      route: '/api/v1/amprocess',
      url: '/api/v1/amprocess?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/machines',
      url: '/api/v1/machines?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/sp/materials',
      url: '/api/v1/sp/materials?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/sp/machineMaterialMapping',
      url: '/api/v1/sp/machineMaterialMapping?filter_by_match_type=true',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/sp/equipments',
      url: '/api/v1/sp/equipments?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/sp/equipments/:id',
      url: `/api/v1/sp/equipments/${sls01.id}`,
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/sp/equipments',
      payload: () => ({ ...sls01Input, displayName: `Matrix ${randomUUID().slice(0, 8)}` }),
      expect: [401, 403, 403, 403, 201, 201],
    },
    {
      method: 'PUT',
      route: '/api/v1/sp/equipments/:id',
      url: `/api/v1/sp/equipments/${sls01.id}`,
      payload: () => sls01Input,
      expect: [401, 403, 403, 403, 200, 404],
    },
    { method: 'GET', route: '/api/v3/sp/equipments', url: '/api/v3/sp/equipments?getFromAllFacilities=true', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v3/sp/materials', url: '/api/v3/sp/materials?getFromAllFacilities=true', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/simulation-software', expect: SP_MEMBER },
    ...collectionRows('/api/v1/priorities', {
      list: { expect: SP_MEMBER },
      create: { payload: () => ({ label: `Matrix ${randomUUID().slice(0, 8)}`, color: '#123456' }) },
      change: { id: austinLabel, payload: () => ({ label: 'Rush', color: '#aa0000' }) },
      remove: { id: austinLabel },
    }),
  ];
};
