/**
 * The batch forms' values and the rules they are read by: masses typed in kilograms or grams and
 * sent as whole milligrams, the balance an event's masses must keep (as the server weighs it), the
 * body of a blend, the field a refusal names, and the material's rules a batch may break.
 */
import type { ApiFailure } from 'shared/api';
import { isQuantity, toMilligrams } from 'shared/contracts';
import * as yup from 'yup';
import type { Text } from '../texts';
import type { Batch, BlendInput, MaterialSettings } from './api';

/** The units a mass is typed in on the floor: a scale shows one of them. */
export const MASS_UNITS = ['KILOGRAM', 'GRAM'] as const;
export type MassUnit = (typeof MASS_UNITS)[number];

/**
 * Whole milligrams, exactly, from a mass as typed: a point or the reader's decimal separator
 * ('12,5' in German), no group separators ('1,000' is no mass in English rather than a thousand
 * read as one). Undefined when it is no mass.
 */
export function milligramsOf(typed: string, unit: MassUnit, decimalSeparator: string): number | undefined {
  const trimmed = typed.trim();
  const plain = decimalSeparator === '.' ? trimmed : trimmed.replace(decimalSeparator, '.');
  return isQuantity(plain) ? toMilligrams(plain, unit) : undefined;
}

/** A mass field's check: a mass, more than nothing unless `zero`, and present unless `optional`. */
export const massSchema = (text: Text, decimalSeparator: string, { optional = false, zero = false } = {}) => {
  const typed = yup.string().test('mass', text('batches.massInvalid'), function (value) {
    if (!value?.trim()) return true;
    const unit = (this.options.context as { unit?: MassUnit } | undefined)?.unit ?? 'KILOGRAM';
    const mg = milligramsOf(value, unit, decimalSeparator);
    return mg !== undefined && (zero || mg > 0);
  });
  return optional ? typed : typed.required(text('batches.massRequired'));
};

/** The balance of an event's masses, as the server checks it. */
export interface Balance {
  /** Inputs less outputs less the loss: what the scale did not account for. */
  unaccountedMg: number;
  /** What the facility's tolerance allows to be unaccounted for; undefined while it is not known. */
  allowedMg: number | undefined;
  /**
   * 'heavier' when the outputs weigh more than the inputs (powder is not made here), 'over' past
   * the tolerance, 'unknown' when something is unaccounted for and the tolerance is not known.
   */
  verdict: 'balanced' | 'over' | 'heavier' | 'unknown';
}

export function balanceOf(inputMg: number, outputMg: number, lossMg: number, tolerancePercent?: number): Balance {
  const unaccountedMg = inputMg - outputMg - lossMg;
  const allowedMg = tolerancePercent === undefined ? undefined : Math.floor((inputMg * tolerancePercent) / 100);
  if (outputMg > inputMg) return { unaccountedMg, allowedMg, verdict: 'heavier' };
  if (allowedMg === undefined) return { unaccountedMg, allowedMg, verdict: unaccountedMg === 0 ? 'balanced' : 'unknown' };
  return { unaccountedMg, allowedMg, verdict: Math.abs(unaccountedMg) > allowedMg ? 'over' : 'balanced' };
}

/** One input of a blend: a lot ('lot:12') or a batch ('batch:3'), and the mass taken from it as typed. */
interface BlendSource {
  source: string;
  mass: string;
}

export interface BlendValues {
  materialId: number | null;
  unit: MassUnit;
  inputs: BlendSource[];
  output: string;
  loss: string;
  location: string;
  note: string;
}

export const sourceOf = (kind: 'lot' | 'batch', id: number) => `${kind}:${id}`;

/** A new batch's form; made from a batch (a split, or that batch blended with more) it starts with it. */
export const blendValues = (from?: Batch): BlendValues => ({
  materialId: from?.material.id ?? null,
  unit: 'KILOGRAM',
  inputs: [{ source: from ? sourceOf('batch', from.id) : '', mass: '' }],
  output: '',
  loss: '',
  location: '',
  note: '',
});

/** The inputs' masses as typed so far, in milligrams; an input not yet a mass weighs nothing. */
export const inputsMg = (values: BlendValues, decimalSeparator: string) =>
  values.inputs.reduce((sum, input) => sum + (milligramsOf(input.mass, values.unit, decimalSeparator) ?? 0), 0);

/** What the server takes to blend: exactly the inputs typed, in milligrams; what was left empty left out. */
export function blendInputOf(values: BlendValues, decimalSeparator: string): BlendInput {
  const mg = (typed: string) => milligramsOf(typed, values.unit, decimalSeparator)!;
  const location = values.location.trim();
  const note = values.note.trim();
  return {
    inputs: values.inputs.map(({ source, mass }) => {
      const [kind, id] = source.split(':');
      return kind === 'lot' ? { lotId: Number(id), massMg: mg(mass) } : { batchId: Number(id), massMg: mg(mass) };
    }),
    outputMassMg: mg(values.output),
    ...(values.loss.trim() ? { lossMg: mg(values.loss) } : {}),
    ...(location ? { location } : {}),
    ...(note ? { note } : {}),
  };
}

/** The checks the server makes too, said where the person types, before anything is sent. */
export const blendSchema = (text: Text, decimalSeparator: string) =>
  yup.object({
    materialId: yup.number().nullable().required(text('batches.materialRequired')),
    inputs: yup
      .array()
      .of(
        yup.object({
          source: yup.string().required(text('batches.sourceRequired')),
          mass: massSchema(text, decimalSeparator),
        }),
      )
      .min(1),
    output: massSchema(text, decimalSeparator),
    loss: massSchema(text, decimalSeparator, { optional: true, zero: true }),
    location: yup.string().max(200, text('batches.tooLong', { count: 200 })),
    note: yup.string().max(2000, text('batches.tooLong', { count: 2000 })),
  });

/**
 * The blend form's field a 400 names: a lot or batch it cannot take ('body.inputs.1.batchId') at
 * that input. Others (the balance, a mass a batch no longer holds) are said above the form.
 */
export function refusedInput(error: unknown): string | undefined {
  const data = (error as ApiFailure | undefined)?.data;
  const details = typeof data === 'object' ? (data.details as { field?: string }[] | undefined) : undefined;
  const index = /^body\.inputs\.(\d+)/.exec(details?.[0]?.field ?? '')?.[1];
  return index === undefined ? undefined : `inputs.${index}.source`;
}

type MaterialRule = MaterialSettings['rules'][number];

/** The rules of a material a batch breaks: too little virgin powder, powder through too many builds, unsieved where it must be sieved. */
export function ruleBreaches(batch: Pick<Batch, 'virginThousandths' | 'maxCycles' | 'powderState'>, rule?: MaterialRule) {
  const breaches: ('virgin' | 'cycles' | 'sieve')[] = [];
  if (!rule) return breaches;
  if (rule.minVirginPercent !== null && batch.virginThousandths < Math.round(rule.minVirginPercent * 1000))
    breaches.push('virgin');
  if (rule.maxCycles !== null && batch.maxCycles > rule.maxCycles) breaches.push('cycles');
  if (rule.sieveRequired && batch.powderState === 'UNSIEVED') breaches.push('sieve');
  return breaches;
}
