import { TEXTS } from '../texts';
import type { Equipment } from 'shared/contracts';
import {
  chosenMaterialIds,
  equipmentSchema,
  toEquipmentInput,
  toFormValues,
  withMachine,
  withMaterial,
  type EquipmentFormValues,
} from './equipment-form-values';

const mjf: Equipment = {
  id: 3,
  displayName: 'MJF-01 · HP 5200',
  spId: 1,
  facilityName: 'Austin',
  machineDTO: { model: 'HP Jet Fusion 5200' },
  machine: {
    id: 7,
    modelName: 'HP Jet Fusion 5200',
    amProcess: 'HPBJ',
    amProcessId: 5,
    kind: 'THREED_PRINTER',
    manufacturer: { id: 1, name: 'HP' },
    generalMaterialTypes: [],
  },
  materials: [
    { id: 10, name: 'PA 12' },
    { id: 11, name: 'PA 11' },
  ],
  supportMaterials: [],
  detailingAgentMaterials: [{ id: 20, name: 'Detailing Agent' }],
  fusingAgentMaterials: [{ id: 21, name: 'Fusing Agent' }],
  currentlyUsedMaterialId: 10,
  imageUrl: null,
  packingMarginMm: 3,
  layerMm: 0.08,
  layerSeconds: 12,
  secondsPerCm3: 1.5,
};

const validate = (values: Partial<EquipmentFormValues>) =>
  equipmentSchema((id) => TEXTS[id].en_US)
    .validate({ ...toFormValues(), ...values }, { abortEarly: false })
    .then(
      () => [],
      (error: { errors: string[] }) => error.errors,
    );

describe('equipment form values', () => {
  it('round-trips an equipment into the body the server takes', () => {
    expect(toEquipmentInput(toFormValues(mjf))).toEqual({
      displayName: 'MJF-01 · HP 5200',
      machineId: 7,
      materialIds: [10, 11],
      supportMaterialIds: [],
      detailingAgentMaterialIds: [20],
      fusingAgentMaterialIds: [21],
      currentlyUsedMaterialId: 10,
      imageUrl: null,
      packingMarginMm: 3,
      layerMm: 0.08,
      layerSeconds: 12,
      secondsPerCm3: 1.5,
    });
  });

  it('starts a new machine from the packing figures the server gives one created without them', () => {
    expect(toFormValues()).toMatchObject({ packingMarginMm: 5, layerMm: 0.1, layerSeconds: 10, secondsPerCm3: 0 });
  });

  it('drops the materials another model cannot run, and the loaded one with them', () => {
    const values = withMachine(toFormValues(mjf), '8', [11, 21]);
    expect(values).toMatchObject({
      machineId: '8',
      materialIds: [11],
      detailingAgentMaterialIds: [],
      fusingAgentMaterialIds: [21],
      currentlyUsedMaterialId: '',
    });
  });

  it('clears the loaded material when it is no longer chosen in any role', () => {
    const values = withMaterial(toFormValues(mjf), 'materialIds', 10, false);
    expect(values.currentlyUsedMaterialId).toBe('');
    const kept = withMaterial(withMaterial(toFormValues(mjf), 'supportMaterialIds', 10, true), 'materialIds', 10, false);
    expect(kept.currentlyUsedMaterialId).toBe('10');
    expect(chosenMaterialIds(kept)).toEqual([11, 10, 20, 21]);
  });

  it('names every missing field of an empty form', async () => {
    expect(await validate({})).toEqual([
      'Please enter a name',
      'Please select a machine model',
      'Please select at least one primary material',
    ]);
  });

  it('rejects a blank or long name, a loaded material not chosen and a non-http(s) image URL', async () => {
    const valid = { machineId: '7', materialIds: [10] };
    expect(await validate({ ...valid, displayName: '   ' })).toEqual(['Please enter a name']);
    expect(await validate({ ...valid, displayName: 'x'.repeat(121) })).toEqual(['The name can have at most 120 characters']);
    expect(await validate({ ...valid, displayName: 'A', currentlyUsedMaterialId: '11' })).toEqual([
      'The material loaded now must be one of the chosen materials',
    ]);
    for (const imageUrl of ['ftp://example.com/a.png', 'example.com/a.png', 'javascript:alert(1)']) {
      expect(await validate({ ...valid, displayName: 'A', imageUrl })).toEqual([
        'Please enter an http(s) address, e.g. https://example.com/machine.png',
      ]);
    }
    expect(await validate({ ...valid, displayName: 'A', imageUrl: 'https://example.com/a.png' })).toEqual([]);
  });

  it('takes each packing figure within the server’s range and says the range of one outside it or empty', async () => {
    const valid = { displayName: 'A', machineId: '7', materialIds: [10] };
    const margin = 'Please enter a margin from 0 to 100 mm';
    const layer = 'Please enter a layer thickness above 0 and up to 2 mm';
    const perLayer = 'Please enter from 0 to 3600 seconds per layer';
    const perCm3 = 'Please enter from 0 to 3600 seconds per cm³';
    expect(await validate({ ...valid, packingMarginMm: 0, layerMm: 2, layerSeconds: 3600, secondsPerCm3: 0 })).toEqual([]);
    expect(await validate({ ...valid, packingMarginMm: 100, layerMm: 0.01, layerSeconds: 0, secondsPerCm3: 3600 })).toEqual([]);
    expect(await validate({ ...valid, packingMarginMm: -1, layerMm: 0, layerSeconds: 3601, secondsPerCm3: -0.5 })).toEqual([
      margin,
      layer,
      perLayer,
      perCm3,
    ]);
    expect(await validate({ ...valid, packingMarginMm: 100.5, layerMm: 2.01 })).toEqual([margin, layer]);
    expect(await validate({ ...valid, packingMarginMm: null, layerMm: null, layerSeconds: null, secondsPerCm3: null })).toEqual([
      margin,
      layer,
      perLayer,
      perCm3,
    ]);
  });
});
