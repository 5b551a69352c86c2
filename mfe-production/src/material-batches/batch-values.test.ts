import { balanceOf, blendInputOf, blendValues, milligramsOf, refusedInput, ruleBreaches, type BlendValues } from './batch-values';

describe('a mass as typed', () => {
  it('is whole milligrams, exactly, in kilograms or grams, with the reader’s decimal separator', () => {
    expect(milligramsOf('12.5', 'KILOGRAM', '.')).toBe(12_500_000);
    expect(milligramsOf(' 0.000001 ', 'KILOGRAM', '.')).toBe(1);
    expect(milligramsOf('250', 'GRAM', '.')).toBe(250_000);
    expect(milligramsOf('12,5', 'KILOGRAM', ',')).toBe(12_500_000);
    expect(milligramsOf('0.1', 'GRAM', '.')).toBe(100);
  });

  it('is none when it is not a plain decimal: no group separators, no sign, at most six decimals', () => {
    expect(milligramsOf('1,000', 'KILOGRAM', '.')).toBeUndefined();
    expect(milligramsOf('12,5', 'KILOGRAM', '.')).toBeUndefined();
    expect(milligramsOf('-1', 'KILOGRAM', '.')).toBeUndefined();
    expect(milligramsOf('0.0000001', 'KILOGRAM', '.')).toBeUndefined();
    expect(milligramsOf('', 'GRAM', '.')).toBeUndefined();
  });
});

describe('the balance of an event', () => {
  it('is what the scale left unaccounted for, within or past the facility’s tolerance, as the server weighs it', () => {
    expect(balanceOf(12_600_000, 12_500_000, 100_000, 0.5)).toEqual({ unaccountedMg: 0, allowedMg: 63_000, verdict: 'balanced' });
    expect(balanceOf(12_600_000, 12_500_000, 37_000, 0.5)).toEqual({
      unaccountedMg: 63_000,
      allowedMg: 63_000,
      verdict: 'balanced',
    });
    expect(balanceOf(12_600_000, 12_500_000, 36_999, 0.5).verdict).toBe('over');
    // More recorded as lost than went in is as far off as less.
    expect(balanceOf(12_600_000, 12_500_000, 163_001, 0.5).verdict).toBe('over');
    expect(balanceOf(1_000, 1_001, 0, 10).verdict).toBe('heavier');
  });

  it('says nothing of a tolerance it does not know, and balanced only when all is accounted for', () => {
    expect(balanceOf(1_000, 900, 100)).toEqual({ unaccountedMg: 0, allowedMg: undefined, verdict: 'balanced' });
    expect(balanceOf(1_000, 900, 0).verdict).toBe('unknown');
  });
});

describe('a blend', () => {
  const typed: BlendValues = {
    ...blendValues(),
    materialId: 7,
    unit: 'GRAM',
    inputs: [
      { source: 'lot:4', mass: '3750' },
      { source: 'batch:9', mass: '8850,5' },
    ],
    output: '12500',
    loss: '',
    location: '  Shelf 2 ',
    note: ' ',
  };

  it('sends each input typed with its mass in milligrams, the output, and only what was filled in', () => {
    expect(blendInputOf(typed, ',')).toEqual({
      inputs: [
        { lotId: 4, massMg: 3_750_000 },
        { batchId: 9, massMg: 8_850_500 },
      ],
      outputMassMg: 12_500_000,
      location: 'Shelf 2',
    });
    expect(blendInputOf({ ...typed, loss: '0' }, ',').lossMg).toBe(0);
  });

  it('names the input a refusal is about, and leaves the others above the form', () => {
    const refusal = (field: string) => ({ status: 400, data: { code: 'BAD_REQUEST', message: 'x', details: [{ field }] } });
    expect(refusedInput(refusal('body.inputs.1.batchId'))).toBe('inputs.1.source');
    expect(refusedInput(refusal('body.inputs.0'))).toBe('inputs.0.source');
    expect(refusedInput(refusal('body.outputMassMg'))).toBeUndefined();
    expect(refusedInput({ status: 409, data: { code: 'CONFLICT', message: 'B-00012 holds 4 kg' } })).toBeUndefined();
  });
});

describe('a material’s rules', () => {
  const rule = { material: { id: 7 }, minVirginPercent: 20, maxCycles: 3, sieveRequired: true, reorderPointMg: null };

  it('are broken by too little virgin powder, too many builds, or unsieved powder where sieving is required', () => {
    expect(ruleBreaches({ virginThousandths: 20_000, maxCycles: 3, powderState: 'SIEVED' }, rule)).toEqual([]);
    expect(ruleBreaches({ virginThousandths: 19_999, maxCycles: 4, powderState: 'UNSIEVED' }, rule)).toEqual([
      'virgin',
      'cycles',
      'sieve',
    ]);
  });

  it('are none where the material has no rule, or a rule that sets no limit', () => {
    expect(ruleBreaches({ virginThousandths: 0, maxCycles: 9, powderState: 'UNSIEVED' })).toEqual([]);
    const none = { ...rule, minVirginPercent: null, maxCycles: null, sieveRequired: false };
    expect(ruleBreaches({ virginThousandths: 0, maxCycles: 9, powderState: 'UNSIEVED' }, none)).toEqual([]);
  });
});
