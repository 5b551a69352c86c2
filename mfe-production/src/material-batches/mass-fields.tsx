/**
 * The mass fields of the batch forms: the unit the scale shows (kilograms or grams, for every mass
 * of the form), a mass typed in it, and the balance of the event's masses as they are typed —
 * what goes in, what comes out, what is lost and what is left unaccounted for, against the
 * tolerance the facility allows the scale, which the server enforces.
 */
import { useFormikContext } from 'formik';
import { FormSelectField, FormTextField } from 'shared/forms';
import { Muted, StatusBadge } from 'shared/ui';
import { useText } from '../texts';
import { balanceOf, MASS_UNITS, milligramsOf, type MassUnit } from './batch-values';
import { useBatchFormat } from './use-batch-format';

export function UnitField() {
  const text = useText();
  return (
    <FormSelectField
      name="unit"
      label={text('batches.unitLabel')}
      options={MASS_UNITS.map((unit) => ({ value: unit, label: text(`batches.unit.${unit}`) }))}
    />
  );
}

/** A mass in the form's unit, which its label names ('Output (kg)'). */
export function MassField({ name, label }: { name: string; label: string }) {
  const text = useText();
  const { values } = useFormikContext<{ unit: MassUnit }>();
  return (
    <FormTextField
      name={name}
      label={text('batches.inUnit', { label, unit: text(`batches.symbol.${values.unit}`) })}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

/** What a mass typed in the form weighs in milligrams, or nothing while it is none. */
export function useTypedMass() {
  const { decimalSeparator } = useBatchFormat();
  const { values } = useFormikContext<{ unit: MassUnit }>();
  return (typed: string) => milligramsOf(typed, values.unit, decimalSeparator);
}

interface BalanceLineProps {
  inputMg: number;
  /** Undefined until a mass is typed. */
  outputMg: number | undefined;
  lossMg: number;
  tolerancePercent?: number;
}

/** The event's masses and whether they balance, read out as they change. */
export function BalanceLine({ inputMg, outputMg, lossMg, tolerancePercent }: BalanceLineProps) {
  const text = useText();
  const format = useBatchFormat();
  const masses = { input: format.mass(inputMg), output: format.mass(outputMg ?? 0), loss: format.mass(lossMg) };
  const balance = outputMg === undefined ? undefined : balanceOf(inputMg, outputMg, lossMg, tolerancePercent);
  const unaccounted = balance && format.mass(balance.unaccountedMg);
  return (
    <Muted role="status" aria-live="polite">
      {text('batches.balance', masses)}
      {balance && (
        <>
          {' · '}
          {text('batches.unaccountedIs', { mass: unaccounted! })}{' '}
          {balance.verdict === 'heavier' ? (
            <StatusBadge tone="warning">{text('batches.heavier')}</StatusBadge>
          ) : balance.verdict === 'over' ? (
            <StatusBadge tone="warning">
              {text('batches.overTolerance', {
                percent: format.rulePercent(tolerancePercent!),
                mass: format.mass(balance.allowedMg!),
              })}
            </StatusBadge>
          ) : balance.verdict === 'balanced' ? (
            <StatusBadge tone="success">
              {balance.allowedMg === undefined
                ? text('batches.balanced')
                : text('batches.withinTolerance', { percent: format.rulePercent(tolerancePercent!) })}
            </StatusBadge>
          ) : null}
        </>
      )}
    </Muted>
  );
}
