import { AM_PROCESSES, type AmProcessCode, type EquipmentMaterialRole, type MachineKind } from 'shared/contracts';
import type { DomainSeed } from '../seed/index.js';

/** Real machine models with the real materials they run, by process. */
const MACHINES: {
  model: string;
  process: AmProcessCode;
  manufacturer: string;
  kind: MachineKind;
  /** The build volume the maker publishes (x, y, z in mm); a post-processing machine has none. */
  volume?: [number, number, number];
  types: string[];
  materials: Partial<Record<EquipmentMaterialRole, string[]>>;
}[] = [
  {
    model: 'EOS P 396',
    volume: [340, 340, 600],
    process: 'SELECTIVE_LASER_SINTERING',
    manufacturer: 'EOS',
    kind: 'THREED_PRINTER',
    types: ['Polymer powder'],
    materials: { PRIMARY: ['PA 2200', 'PA 1101', 'PrimePart TPU'] },
  },
  {
    model: 'EOS P 770',
    volume: [700, 380, 580],
    process: 'SELECTIVE_LASER_SINTERING',
    manufacturer: 'EOS',
    kind: 'THREED_PRINTER',
    types: ['Polymer powder'],
    materials: { PRIMARY: ['PA 2200', 'PA 1101'] },
  },
  {
    model: 'HP Jet Fusion 5200',
    volume: [380, 284, 380],
    process: 'HPBJ',
    manufacturer: 'HP',
    kind: 'THREED_PRINTER',
    types: ['Polymer powder', 'Fusing agent', 'Detailing agent'],
    materials: {
      PRIMARY: ['HP 3D HR PA 12', 'HP 3D HR PA 11', 'HP 3D HR PP'],
      FUSING_AGENT: ['HP 3D600 Fusing Agent'],
      DETAILING_AGENT: ['HP 3D600 Detailing Agent'],
    },
  },
  {
    model: 'Formlabs Form 3L',
    volume: [335, 200, 300],
    process: 'SLA',
    manufacturer: 'Formlabs',
    kind: 'THREED_PRINTER',
    types: ['Photopolymer resin'],
    materials: { PRIMARY: ['Grey Resin V4', 'Tough 2000 Resin', 'Clear Resin V4'] },
  },
  {
    model: 'Stratasys F370',
    volume: [355, 254, 355],
    process: 'FUSED_DEPOSITION_MODELING',
    manufacturer: 'Stratasys',
    kind: 'THREED_PRINTER',
    types: ['Filament'],
    materials: { PRIMARY: ['ABS-M30', 'ASA', 'PC-ABS'], SUPPORT: ['QSR Support'] },
  },
  {
    model: 'UltiMaker S5',
    volume: [330, 240, 300],
    process: 'FFF',
    manufacturer: 'UltiMaker',
    kind: 'THREED_PRINTER',
    types: ['Filament'],
    materials: { PRIMARY: ['UltiMaker PLA', 'UltiMaker PETG'], SUPPORT: ['UltiMaker Breakaway'] },
  },
  {
    model: 'EOS M 290',
    volume: [250, 250, 325],
    process: 'DIRECT_METAL_LASER_SINTERING',
    manufacturer: 'EOS',
    kind: 'THREED_PRINTER',
    types: ['Metal powder'],
    materials: { PRIMARY: ['EOS Titanium Ti64', 'EOS Aluminium AlSi10Mg', 'EOS StainlessSteel 316L'] },
  },
  {
    model: 'Carbon M2',
    volume: [189, 118, 326],
    process: 'DLS',
    manufacturer: 'Carbon',
    kind: 'THREED_PRINTER',
    types: ['Photopolymer resin'],
    materials: { PRIMARY: ['EPU 41', 'RPU 70', 'EPX 82'] },
  },
  {
    model: 'Stratasys J850',
    volume: [490, 390, 200],
    process: 'POLYJET_3D',
    manufacturer: 'Stratasys',
    kind: 'THREED_PRINTER',
    types: ['Photopolymer resin'],
    materials: { PRIMARY: ['VeroClear', 'Agilus30'], SUPPORT: ['SUP706B'] },
  },
  {
    model: 'DyeMansion Powershot S',
    process: 'POST_PROCESSING_MACHINE',
    manufacturer: 'DyeMansion',
    kind: 'POST_PROCESSING_MACHINE',
    types: ['Blasting media'],
    materials: { PRIMARY: ['PolyShot Blasting Media'] },
  },
  {
    model: 'AMT PostPro3D',
    process: 'POST_PROCESSING_MACHINE',
    manufacturer: 'AMT',
    kind: 'POST_PROCESSING_MACHINE',
    types: ['Vapour smoothing agent'],
    materials: { PRIMARY: ['BLAST Vapour Agent'] },
  },
];

/** Each facility's machines: [display name, model, material loaded now]. */
export const DEMO_EQUIPMENT: Record<'austin' | 'munich' | 'vendor', [string, string, string][]> = {
  austin: [
    ['SLS-01 · EOS P 396', 'EOS P 396', 'PA 2200'],
    ['SLS-02 · EOS P 396', 'EOS P 396', 'PA 1101'],
    ['MJF-01 · HP 5200', 'HP Jet Fusion 5200', 'HP 3D HR PA 12'],
    ['MJF-02 · HP 5200', 'HP Jet Fusion 5200', 'HP 3D HR PA 11'],
    ['SLA-01 · Form 3L', 'Formlabs Form 3L', 'Grey Resin V4'],
    ['FDM-01 · F370', 'Stratasys F370', 'ABS-M30'],
    ['DMLS-01 · EOS M 290', 'EOS M 290', 'EOS Titanium Ti64'],
    ['PP-01 · Powershot S', 'DyeMansion Powershot S', 'PolyShot Blasting Media'],
  ],
  munich: [
    ['SLS-M1 · EOS P 770', 'EOS P 770', 'PA 2200'],
    ['MJF-M1 · HP 5200', 'HP Jet Fusion 5200', 'HP 3D HR PA 12'],
    ['DMLS-M1 · EOS M 290', 'EOS M 290', 'EOS Aluminium AlSi10Mg'],
    ['DLS-M1 · Carbon M2', 'Carbon M2', 'EPU 41'],
    ['PP-M1 · PostPro3D', 'AMT PostPro3D', 'BLAST Vapour Agent'],
  ],
  vendor: [
    ['NW-FFF-1 · UltiMaker S5', 'UltiMaker S5', 'UltiMaker PLA'],
    ['NW-SLA-1 · Form 3L', 'Formlabs Form 3L', 'Clear Resin V4'],
    ['NW-PJ-1 · J850', 'Stratasys J850', 'VeroClear'],
  ],
};

const SIMULATION_SOFTWARE = [
  ['Materialise Magics Simulation', 'Materialise'],
  ['Ansys Additive', 'Ansys'],
  ['Simufact Additive', 'Hexagon'],
  ['Netfabb Simulation', 'Autodesk'],
  ['Amphyon', 'Additive Works'],
] as const;

/** The shared catalogue (processes, machine models, materials) and each facility's machines and labels. */
export const seedCatalog: DomainSeed = async (trx, facilities) => {
  const processIds = new Map<string, number>();
  for (const [code, display_name] of Object.entries(AM_PROCESSES)) {
    processIds.set(
      code,
      (await trx.insertInto('am_processes').values({ code, display_name }).returning('id').executeTakeFirstOrThrow()).id,
    );
  }
  const idOf = async (table: 'manufacturers' | 'material_types', name: string, cache: Map<string, number>) => {
    if (!cache.has(name))
      cache.set(name, (await trx.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow()).id);
    return cache.get(name)!;
  };
  const manufacturers = new Map<string, number>();
  const types = new Map<string, number>();
  const materials = new Map<string, number>();
  const machines = new Map<string, { id: number; roles: Partial<Record<EquipmentMaterialRole, string[]>> }>();

  for (const machine of MACHINES) {
    const row = await trx
      .insertInto('machines')
      .values({
        model_name: machine.model,
        am_process_id: processIds.get(machine.process)!,
        manufacturer_id: await idOf('manufacturers', machine.manufacturer, manufacturers),
        kind: machine.kind,
        build_x_mm: machine.volume?.[0] ?? null,
        build_y_mm: machine.volume?.[1] ?? null,
        build_z_mm: machine.volume?.[2] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    machines.set(machine.model, { id: row.id, roles: machine.materials });
    for (const type of machine.types) {
      await trx
        .insertInto('machine_material_types')
        .values({ machine_id: row.id, material_type_id: await idOf('material_types', type, types) })
        .execute();
    }
    for (const [role, names] of Object.entries(machine.materials)) {
      const type = role === 'FUSING_AGENT' ? 'Fusing agent' : role === 'DETAILING_AGENT' ? 'Detailing agent' : machine.types[0]!;
      for (const name of names) {
        if (!materials.has(name)) {
          const material = await trx
            .insertInto('materials')
            .values({ name, material_type_id: await idOf('material_types', type, types) })
            .returning('id')
            .executeTakeFirstOrThrow();
          materials.set(name, material.id);
        }
        await trx
          .insertInto('machine_materials')
          .values({ machine_id: row.id, material_id: materials.get(name)! })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  }

  for (const [facility, list] of Object.entries(DEMO_EQUIPMENT) as [keyof typeof DEMO_EQUIPMENT, [string, string, string][]][]) {
    for (const [displayName, model, loaded] of list) {
      const machine = machines.get(model)!;
      const equipment = await trx
        .insertInto('equipment')
        .values({
          facility_id: facilities[facility],
          display_name: displayName,
          machine_id: machine.id,
          currently_used_material_id: materials.get(loaded)!,
          image_url: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [role, names] of Object.entries(machine.roles) as [EquipmentMaterialRole, string[]][]) {
        await trx
          .insertInto('equipment_materials')
          .values(names.map((name) => ({ equipment_id: equipment.id, material_id: materials.get(name)!, role })))
          .execute();
      }
    }
  }

  await trx
    .insertInto('simulation_software')
    .values(SIMULATION_SOFTWARE.map(([name, vendor]) => ({ name, vendor })))
    .execute();
  await trx
    .insertInto('priority_labels')
    .values([
      { facility_id: facilities.austin, label: 'Rush', color: '#d9534f' },
      { facility_id: facilities.austin, label: 'High', color: '#f0ad4e' },
      { facility_id: facilities.austin, label: 'Normal', color: '#5cb85c' },
      { facility_id: facilities.munich, label: 'Express', color: '#d9534f' },
      { facility_id: facilities.vendor, label: 'Urgent', color: '#c0392b' },
    ])
    .execute();
};
