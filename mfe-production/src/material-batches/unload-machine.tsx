/**
 * Unloading a batch's machine after a build: the unfused powder reclaimed becomes a new, unsieved
 * batch (one re-use cycle older when a build used it), which then opens; what was thrown away
 * (caked, overflow, dust) is the loss. Reclaimed and lost must balance with what the machine
 * held, within the facility's tolerance. The batch that was loaded is then used up.
 */
import { useMemo } from 'react';
import { FormTextarea, FormTextField } from 'shared/forms';
import { FormGrid, useToast } from 'shared/ui';
import * as yup from 'yup';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Batch } from './api';
import { massSchema, milligramsOf, type MassUnit } from './batch-values';
import { EventForm } from './event-form';
import { BalanceLine, MassField, UnitField, useTypedMass } from './mass-fields';
import { useBatchFormat } from './use-batch-format';

interface UnloadValues {
  unit: MassUnit;
  reclaimed: string;
  loss: string;
  location: string;
  note: string;
}

const START: UnloadValues = { unit: 'KILOGRAM', reclaimed: '', loss: '', location: '', note: '' };

interface UnloadMachineProps {
  batch: Batch;
  machine: NonNullable<Batch['machine']>;
  tolerancePercent?: number;
  onOpen: (id: number) => void;
}

export function UnloadMachine({ batch, machine, tolerancePercent, onOpen }: UnloadMachineProps) {
  const text = useText();
  const toast = useToast();
  const { decimalSeparator } = useBatchFormat();
  const [unload] = productionApi.useUnloadMachineMutation();
  const schema = useMemo(
    () =>
      yup.object({
        reclaimed: massSchema(text, decimalSeparator, { zero: true }),
        loss: massSchema(text, decimalSeparator, { zero: true }),
        location: yup.string().max(200, text('batches.tooLong', { count: 200 })),
        note: yup.string().max(2000, text('batches.tooLong', { count: 2000 })),
      }),
    [text, decimalSeparator],
  );
  return (
    <EventForm<UnloadValues>
      trigger={text('batches.unload')}
      title={text('batches.unloadTitle', { machine: machine.name })}
      hint={text('batches.unloadHint', { number: batch.number })}
      submit={text('batches.unloadSubmit')}
      initialValues={START}
      validationSchema={schema}
      send={async (values) => {
        const mg = (typed: string) => milligramsOf(typed, values.unit, decimalSeparator)!;
        const location = values.location.trim();
        const note = values.note.trim();
        const { reclaimed } = await unload({
          equipmentId: machine.id,
          batchId: batch.id,
          reclaimedMg: mg(values.reclaimed),
          lossMg: mg(values.loss),
          ...(location ? { location } : {}),
          ...(note ? { note } : {}),
        }).unwrap();
        if (!reclaimed) return void toast.success(text('batches.unloadedNothing', { machine: machine.name }));
        toast.success(text('batches.unloaded', { machine: machine.name, number: reclaimed.number }));
        onOpen(reclaimed.id);
      }}
    >
      {(values) => (
        <>
          <UnitField />
          <FormGrid>
            <MassField name="reclaimed" label={text('batches.reclaimed')} />
            <MassField name="loss" label={text('batches.lost')} />
          </FormGrid>
          <UnloadBalance values={values} held={batch.massMg} tolerancePercent={tolerancePercent} />
          <FormTextField name="location" label={text('batches.reclaimedLocation')} autoComplete="off" />
          <FormTextarea name="note" label={text('batches.note')} rows={2} />
        </>
      )}
    </EventForm>
  );
}

function UnloadBalance({ values, held, tolerancePercent }: { values: UnloadValues; held: number; tolerancePercent?: number }) {
  const typed = useTypedMass();
  return (
    <BalanceLine
      inputMg={held}
      outputMg={typed(values.reclaimed)}
      lossMg={typed(values.loss) ?? 0}
      tolerancePercent={tolerancePercent}
    />
  );
}
