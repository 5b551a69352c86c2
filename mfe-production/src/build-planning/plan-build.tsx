/**
 * Planning a build from the parts ticked in the list: its name, the printer (those that hold
 * every ticked part first), the spacing between parts, and how many pieces of each (at most
 * what is left to plan). The new build opens, ready to be packed.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { referenceApi } from 'shared/api';
import { FormNumberField, FormSelectField, FormTextField } from 'shared/forms';
import { FormGrid } from 'shared/ui';
import * as yup from 'yup';
import { productionApi } from '../api';
import { EventForm } from '../material-batches/event-form';
import { useText } from '../texts';
import type { PlanningPart } from './api';
import { spacingSchema } from './spacing-schema';

interface PlanValues {
  name: string;
  equipmentId: number | null;
  spacing: number | null;
  quantities: Record<string, number | null>;
}

/** Where a build opens. */
export const buildPath = (id: number) => `/service-provider/build-planning-new/${id}`;

export function PlanBuild({ parts, onPlanned }: { parts: PlanningPart[]; onPlanned: () => void }) {
  const text = useText();
  const navigate = useNavigate();
  const [create] = productionApi.useCreateBuildMutation();
  const printers = referenceApi.useEquipmentsQuery({ allFacilities: false }).data ?? [];
  // The printers that hold every ticked part come first, the others after them.
  const fitting = new Set(
    printers
      .filter((printer) => parts.every((part) => part.fitsPrinters.some((fit) => fit.id === printer.id)))
      .map((printer) => printer.id),
  );
  const choices = [...printers].sort((a, b) => Number(fitting.has(b.id)) - Number(fitting.has(a.id)));
  const schema = useMemo(
    () =>
      yup.object({
        name: yup.string().trim().required(text('builds.plan.nameRequired')).max(200, text('builds.plan.nameTooLong')),
        spacing: spacingSchema(text),
        quantities: yup.object(
          Object.fromEntries(
            parts.map((part) => [
              String(part.rfqFileId),
              yup
                .number()
                .nullable()
                .required(text('builds.plan.quantityRequired'))
                .integer(text('builds.plan.quantityRange', { count: part.notScheduled }))
                .min(1, text('builds.plan.quantityRange', { count: part.notScheduled }))
                .max(part.notScheduled, text('builds.plan.quantityRange', { count: part.notScheduled })),
            ]),
          ),
        ),
      }),
    [text, parts],
  );
  const start: PlanValues = {
    name: '',
    equipmentId: choices.find((printer) => fitting.has(printer.id))?.id ?? null,
    spacing: 2,
    quantities: Object.fromEntries(parts.map((part) => [String(part.rfqFileId), part.notScheduled])),
  };
  return (
    <EventForm<PlanValues>
      trigger={text('builds.plan')}
      title={text('builds.plan.title')}
      hint={text('builds.parts.selected', { count: parts.length })}
      submit={text('builds.plan.submit')}
      initialValues={start}
      validationSchema={schema}
      disabled={parts.length === 0}
      send={async (values) => {
        const planned = await create({
          name: values.name.trim(),
          ...(values.equipmentId === null ? {} : { equipmentId: values.equipmentId }),
          spacing: values.spacing!,
          parts: parts.map((part) => ({ rfqFileId: part.rfqFileId, quantity: values.quantities[String(part.rfqFileId)]! })),
        }).unwrap();
        onPlanned();
        navigate(buildPath(planned.id));
      }}
    >
      {() => (
        <>
          <FormTextField name="name" label={text('builds.name')} />
          <FormSelectField<number>
            name="equipmentId"
            label={text('builds.printer')}
            placeholder={text('builds.noPrinter')}
            nullable
            parse={Number}
            options={choices.map((printer) => ({
              value: String(printer.id),
              label: fitting.has(printer.id)
                ? printer.displayName
                : text('builds.plan.notFitting', { name: printer.displayName }),
            }))}
          />
          <FormNumberField name="spacing" label={text('builds.plan.spacing')} min={0} max={50} />
          <FormGrid>
            {parts.map((part) => (
              <FormNumberField
                key={part.rfqFileId}
                name={`quantities.${part.rfqFileId}`}
                label={text('builds.plan.quantityOf', { name: part.fileName, count: part.notScheduled })}
                min={1}
                max={part.notScheduled}
              />
            ))}
          </FormGrid>
        </>
      )}
    </EventForm>
  );
}
