/**
 * Loading a batch in storage on a machine set up for its material: all of it, or the mass typed
 * (the rest stays in storage, the part loaded becomes a new batch). A machine that holds a batch
 * already is topped off: the two are blended into a new batch on it. The batch the machine then
 * holds opens.
 */
import { useMemo } from 'react';
import { referenceApi } from 'shared/api';
import { FormSelectField, FormTextarea } from 'shared/forms';
import { FormGrid, useToast } from 'shared/ui';
import * as yup from 'yup';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Batch } from './api';
import { massSchema, milligramsOf, type MassUnit } from './batch-values';
import { EventForm } from './event-form';
import { MassField, UnitField } from './mass-fields';
import { useBatchFormat } from './use-batch-format';

interface LoadValues {
  equipmentId: number | null;
  unit: MassUnit;
  mass: string;
  note: string;
}

const START: LoadValues = { equipmentId: null, unit: 'KILOGRAM', mass: '', note: '' };
/** Every batch on a machine: the server's largest page, more than a facility has machines. */
const ON_MACHINES = { state: ['IN_USE' as const], offset: 0, limit: 200 };

export function LoadBatch({ batch, onOpen }: { batch: Batch; onOpen: (id: number) => void }) {
  const text = useText();
  const toast = useToast();
  const { decimalSeparator } = useBatchFormat();
  const [load] = productionApi.useLoadBatchMutation();
  const schema = useMemo(
    () =>
      yup.object({
        equipmentId: yup.number().nullable().required(text('batches.machineRequired')),
        mass: massSchema(text, decimalSeparator, { optional: true }),
        note: yup.string().max(2000, text('batches.tooLong', { count: 2000 })),
      }),
    [text, decimalSeparator],
  );
  return (
    <EventForm<LoadValues>
      trigger={text('batches.load')}
      title={text('batches.loadTitle', { number: batch.number })}
      hint={text('batches.loadHint')}
      submit={text('batches.loadSubmit')}
      initialValues={START}
      validationSchema={schema}
      send={async (values) => {
        const massMg = values.mass.trim() ? milligramsOf(values.mass, values.unit, decimalSeparator) : undefined;
        const note = values.note.trim();
        const loaded = await load({
          id: batch.id,
          equipmentId: values.equipmentId!,
          ...(massMg === undefined ? {} : { massMg }),
          ...(note ? { note } : {}),
        }).unwrap();
        toast.success(text('batches.loaded', { number: loaded.number, machine: loaded.machine?.name ?? '' }));
        if (loaded.id !== batch.id) onOpen(loaded.id);
      }}
    >
      {() => (
        <>
          <MachineField materialId={batch.material.id} />
          <UnitField />
          <FormGrid>
            <MassField name="mass" label={text('batches.loadMass')} />
          </FormGrid>
          <FormTextarea name="note" label={text('batches.note')} rows={2} />
        </>
      )}
    </EventForm>
  );
}

/** The facility's machines set up for the material, each saying the batch it holds (which a load tops off). */
function MachineField({ materialId }: { materialId: number }) {
  const text = useText();
  const machines = referenceApi.useEquipmentsQuery({ allFacilities: false }).data ?? [];
  const loaded = productionApi.useBatchesQuery(ON_MACHINES).data?.rows ?? [];
  const holding = new Map(loaded.flatMap((row) => (row.machine ? [[row.machine.id, row.number] as const] : [])));
  return (
    <FormSelectField<number>
      name="equipmentId"
      label={text('batches.machine')}
      placeholder={text('batches.choose')}
      nullable
      parse={Number}
      options={machines
        .filter((machine) => machine.materials.some((material) => material.id === materialId))
        .map((machine) => {
          const held = holding.get(machine.id);
          return {
            value: machine.id,
            label: held ? text('batches.machineHolds', { machine: machine.displayName, number: held }) : machine.displayName,
          };
        })}
    />
  );
}
