/**
 * Sieving an unsieved batch in storage: it keeps its number, now sieved, holding what came through
 * the sieve; what the sieve held back is the waste. The two must balance with what the batch
 * held, within the facility's tolerance.
 */
import { useMemo } from 'react';
import { FormTextarea } from 'shared/forms';
import { FormGrid, useToast } from 'shared/ui';
import * as yup from 'yup';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Batch } from './api';
import { massSchema, milligramsOf, type MassUnit } from './batch-values';
import { EventForm } from './event-form';
import { BalanceLine, MassField, UnitField, useTypedMass } from './mass-fields';
import { useBatchFormat } from './use-batch-format';

interface SieveValues {
  unit: MassUnit;
  output: string;
  waste: string;
  note: string;
}

const START: SieveValues = { unit: 'KILOGRAM', output: '', waste: '', note: '' };

export function SieveBatch({ batch, tolerancePercent }: { batch: Batch; tolerancePercent?: number }) {
  const text = useText();
  const toast = useToast();
  const { decimalSeparator } = useBatchFormat();
  const [sieve] = productionApi.useSieveBatchMutation();
  const schema = useMemo(
    () =>
      yup.object({
        output: massSchema(text, decimalSeparator),
        waste: massSchema(text, decimalSeparator, { zero: true }),
        note: yup.string().max(2000, text('batches.tooLong', { count: 2000 })),
      }),
    [text, decimalSeparator],
  );
  return (
    <EventForm<SieveValues>
      trigger={text('batches.sieve')}
      title={text('batches.sieveTitle', { number: batch.number })}
      hint={text('batches.sieveHint')}
      submit={text('batches.sieveSubmit')}
      initialValues={START}
      validationSchema={schema}
      send={async (values) => {
        const mg = (typed: string) => milligramsOf(typed, values.unit, decimalSeparator)!;
        const note = values.note.trim();
        await sieve({
          id: batch.id,
          outputMassMg: mg(values.output),
          wasteMg: mg(values.waste),
          ...(note ? { note } : {}),
        }).unwrap();
        toast.success(text('batches.sieved', { number: batch.number }));
      }}
    >
      {(values) => (
        <>
          <UnitField />
          <FormGrid>
            <MassField name="output" label={text('batches.sievedMass')} />
            <MassField name="waste" label={text('batches.waste')} />
          </FormGrid>
          <SieveBalance values={values} held={batch.massMg} tolerancePercent={tolerancePercent} />
          <FormTextarea name="note" label={text('batches.note')} rows={2} />
        </>
      )}
    </EventForm>
  );
}

function SieveBalance({ values, held, tolerancePercent }: { values: SieveValues; held: number; tolerancePercent?: number }) {
  const typed = useTypedMass();
  return (
    <BalanceLine
      inputMg={held}
      outputMg={typed(values.output)}
      lossMg={typed(values.waste) ?? 0}
      tolerancePercent={tolerancePercent}
    />
  );
}
