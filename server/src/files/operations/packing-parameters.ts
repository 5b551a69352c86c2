/**
 * What PACK3D and EXHAUSTIVE_FIT are asked, checked and resolved when they are accepted: a
 * mistake (a part not verified, a machine without a build volume, a negative spacing) is a 4xx
 * then, not a failed operation later. The operation keeps what it was resolved to (the machine's
 * volume and margin, the parts' names), so it packs what the planner saw even if a machine's
 * settings change while it waits in the queue.
 */
import { PLATFORM_PROCESSES } from 'shared/contracts';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { checked, Id, StringEnum } from '../../http/schema-helpers.js';
import { type FileReader, findReadableFile } from '../queries.js';
import { MAX_PACKING_SECONDS, type PackingMachine, type PackingMaterial, type PackingOperation } from './packing-operations.js';

const ROTATIONS = ['free', 'z', 'none'] as const;
const OBJECTIVES = ['MOST_PARTS', 'LOWEST_HEIGHT', 'DENSITY'] as const;
const PackParameters = Type.Object(
  {
    equipmentId: Id(),
    materialId: Type.Optional(
      Id({ description: 'The material packed, for the build’s mass density: the one loaded on the machine unless told' }),
    ),
    spacing: Type.Number({ minimum: 0, maximum: 50 }),
    objective: Type.Optional(StringEnum(OBJECTIVES)),
    seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PACKING_SECONDS })),
    attempts: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10_000,
        description:
          'At most this many complete packings tried: 1 answers the first packing alone, quick and the same on every machine; as many as the time allows unless told',
      }),
    ),
    parts: Type.Array(
      Type.Object(
        {
          fileId: Id(),
          quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
          rotation: Type.Optional(StringEnum(ROTATIONS)),
          scale: Type.Optional(
            Type.Number({
              exclusiveMinimum: 0,
              maximum: 1000,
              description: 'Millimetres in one unit of the file: 25.4 for a part drawn in inches (1 unless told)',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 200 },
    ),
    pinned: Type.Optional(
      Type.Array(
        Type.Object(
          { part: Type.Integer({ minimum: 0 }), matrix: Type.Array(Type.Number(), { minItems: 16, maxItems: 16 }) },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
    ),
  },
  { additionalProperties: false },
);

const FitParameters = Type.Object({ rotation: Type.Optional(StringEnum(ROTATIONS)) }, { additionalProperties: false });

function printers(db: Db, facilityId: number) {
  return db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .innerJoin('am_processes as ap', 'ap.id', 'm.am_process_id')
    .select([
      'e.id',
      'e.display_name',
      'e.packing_margin_mm',
      'e.currently_used_material_id',
      'm.build_x_mm',
      'm.build_y_mm',
      'm.build_z_mm',
      'ap.code',
    ])
    .where('e.facility_id', '=', facilityId)
    .orderBy('e.display_name');
}

const asMachine = (row: Awaited<ReturnType<ReturnType<typeof printers>['execute']>>[number]): PackingMachine => ({
  equipmentId: row.id,
  name: row.display_name,
  volume: [row.build_x_mm!, row.build_y_mm!, row.build_z_mm!],
  margin: row.packing_margin_mm,
  platform: PLATFORM_PROCESSES.includes(row.code),
});

/** One of the facility's printers as the packer needs it, or nothing when it has no build volume. */
export async function packingMachine(db: Db, facilityId: number, equipmentId: number): Promise<PackingMachine | undefined> {
  const row = await printers(db, facilityId)
    .where('e.id', '=', equipmentId)
    .where('m.build_x_mm', 'is not', null)
    .executeTakeFirst();
  return row && asMachine(row);
}

export async function packingParameters(
  db: Db,
  type: PackingOperation,
  request: { fileId: number; parameters?: Record<string, unknown>; reader: FileReader; facilityId: number | null },
): Promise<Record<string, unknown>> {
  if (request.facilityId === null) throw forbidden(`${type} works with a facility's machines, and this account works in none`);
  if (type === 'EXHAUSTIVE_FIT') {
    const { rotation = 'free' } = checked(FitParameters, request.parameters ?? {}, 'body.parameters');
    const rows = await printers(db, request.facilityId).where('m.build_x_mm', 'is not', null).execute();
    return { rotation, machines: rows.map(asMachine) };
  }
  const parameters = checked(PackParameters, request.parameters ?? {}, 'body.parameters');
  const row = await printers(db, request.facilityId).where('e.id', '=', parameters.equipmentId).executeTakeFirst();
  if (!row) throw notFound(`Machine ${parameters.equipmentId} not found`);
  if (row.build_x_mm === null)
    throw badRequest(`${row.display_name} has no build volume to pack: it is not a printer`, 'body.parameters.equipmentId');
  if (!parameters.parts.some((part) => part.fileId === request.fileId))
    throw badRequest('body.fileId must be the file of one of the parts packed', 'body.fileId');
  const parts = [];
  for (const [index, part] of parameters.parts.entries()) {
    const field = `body.parameters.parts.${index}.fileId`;
    const file = await findReadableFile(db, part.fileId, request.reader);
    if (!file) throw notFound(`File ${part.fileId} not found`);
    if (file.extension !== 'stl') throw badRequest(`${file.file_name} is not an STL file: convert it before it is packed`, field);
    if (!file.verified)
      throw badRequest(`${file.file_name} has not passed VERIFY: verify (and repair) it before it is packed`, field);
    parts.push({
      fileId: file.id,
      name: file.file_name,
      quantity: part.quantity,
      rotation: part.rotation ?? 'free',
      scale: part.scale ?? 1,
    });
  }
  const pinned = parameters.pinned ?? [];
  const stray = pinned.findIndex((pin) => pin.part >= parts.length);
  if (stray >= 0)
    throw badRequest(`body.parameters.pinned.${stray}.part names no part of the request`, `body.parameters.pinned.${stray}.part`);
  return {
    facilityId: request.facilityId,
    machine: asMachine(row),
    material: await packingMaterial(db, parameters.materialId ?? row.currently_used_material_id),
    spacing: parameters.spacing,
    objective: parameters.objective ?? 'LOWEST_HEIGHT',
    seconds: parameters.seconds ?? 30,
    attempts: parameters.attempts,
    parts,
    pinned,
  };
}

async function packingMaterial(db: Db, materialId: number | null): Promise<PackingMaterial | null> {
  if (materialId === null) return null;
  const row = await db
    .selectFrom('materials as m')
    .leftJoin('material_data_sheets as d', 'd.material_id', 'm.id')
    .select(['m.id', 'm.name', 'd.density_g_cm3'])
    .where('m.id', '=', materialId)
    .executeTakeFirst();
  if (!row) throw notFound(`Material ${materialId} not found`);
  return { id: row.id, name: row.name, densityGCm3: row.density_g_cm3 };
}
