import { idsByName, type DomainSeed } from '../seed/index.js';

type Sheet = [
  material: string,
  maker: string,
  colour: string,
  tensileMpa: number,
  elongationPercent: number,
  heatDeflectionC: number | null,
  densityGcm3: number,
  certifications: string[],
];

/**
 * The demo part materials' data sheets: typical values as their makers publish them (rounded;
 * tensile strength and elongation at break in XY, heat deflection at 0.45 MPa; none for
 * elastomers and metals), enough to search, filter and compare with. A production catalogue
 * imports the makers' current sheets instead.
 */
const SHEETS: Sheet[] = [
  ['PA 2200', 'EOS', 'White', 48, 18, 154, 0.93, ['USP Class VI', 'ISO 10993-5']],
  ['PA 1101', 'EOS', 'Natural', 48, 45, 180, 0.99, []],
  ['PrimePart TPU', 'EOS', 'White', 8, 250, null, 1.0, []],
  ['HP 3D HR PA 12', 'HP', 'Grey', 48, 20, 175, 1.01, ['USP Class VI', 'UL 94 HB']],
  ['HP 3D HR PA 11', 'HP', 'Grey', 52, 50, 185, 1.05, ['USP Class VI']],
  ['HP 3D HR PP', 'HP', 'Black', 30, 20, 100, 0.89, ['UL 94 HB']],
  ['Grey Resin V4', 'Formlabs', 'Grey', 65, 6, 73, 1.18, []],
  ['Tough 2000 Resin', 'Formlabs', 'Grey', 46, 48, 63, 1.15, []],
  ['Clear Resin V4', 'Formlabs', 'Clear', 65, 6, 73, 1.18, []],
  ['ABS-M30', 'Stratasys', 'Ivory', 32, 7, 96, 1.04, ['UL 94 HB']],
  ['ASA', 'Stratasys', 'Ivory', 29, 9, 98, 1.05, ['UL 94 HB']],
  ['PC-ABS', 'Stratasys', 'Black', 41, 6, 110, 1.2, ['UL 94 HB']],
  ['UltiMaker PLA', 'UltiMaker', 'White', 50, 5, 57, 1.24, []],
  ['UltiMaker PETG', 'UltiMaker', 'Transparent', 50, 6, 72, 1.27, []],
  ['EOS Titanium Ti64', 'EOS', 'Metallic grey', 1050, 14, null, 4.41, ['ASTM F2924', 'ISO 5832-3']],
  ['EOS Aluminium AlSi10Mg', 'EOS', 'Metallic grey', 460, 6, null, 2.67, ['ASTM F3318']],
  ['EOS StainlessSteel 316L', 'EOS', 'Metallic grey', 640, 40, null, 7.9, ['ASTM F3184']],
  ['EPU 41', 'Carbon', 'Black', 8, 300, null, 1.05, []],
  ['RPU 70', 'Carbon', 'Black', 40, 100, 69, 1.06, []],
  ['EPX 82', 'Carbon', 'Black', 80, 6, 130, 1.16, ['UL 94 HB']],
  ['VeroClear', 'Stratasys', 'Clear', 55, 15, 48, 1.18, []],
  ['Agilus30', 'Stratasys', 'Black', 2.4, 220, null, 1.15, []],
];

export const seedMaterialSearch: DomainSeed = async (trx) => {
  const materials = await idsByName(trx.selectFrom('materials').select(['id', 'name']).execute(), 'name');
  await trx
    .insertInto('material_data_sheets')
    .values(
      SHEETS.map(([name, maker, colour, tensile, elongation, heat, density, certifications]) => ({
        material_id: materials.get(name)!,
        maker,
        colour,
        tensile_strength_mpa: tensile,
        elongation_percent: elongation,
        heat_deflection_c: heat,
        density_g_cm3: density,
        certifications,
      })),
    )
    .execute();
};
