/**
 * What a group nesting is asked: the printers to propose builds on (the facility's printers,
 * with their process: each part goes to one of its own process that holds it), the spacing
 * between parts, how long each build is packed, and optionally only the parts a search finds,
 * as the planner's list searches.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { referenceApi, useServerCall } from 'shared/api';
import { AM_PROCESSES, type AmProcessCode } from 'shared/contracts';
import { FormButtons, FormCheckboxGroup, FormNumberField, FormTextField } from 'shared/forms';
import { FormFailure, FormGrid } from 'shared/ui';
import * as yup from 'yup';
import { productionApi } from '../api';
import { spacingSchema } from '../build-planning/spacing-schema';
import { useText } from '../texts';

interface ProposeValues {
  equipmentIds: number[];
  spacing: number | null;
  seconds: number | null;
  search: string;
}

const START: ProposeValues = { equipmentIds: [], spacing: 2, seconds: 20, search: '' };

export function ProposeForm() {
  const text = useText();
  const [propose] = productionApi.useProposeGroupNestingMutation();
  const { failure, run } = useServerCall();
  const equipment = referenceApi.useEquipmentsQuery({ allFacilities: false }).data ?? [];
  const printers = equipment.filter((machine) => machine.machine.kind === 'THREED_PRINTER');
  const schema = useMemo(
    () =>
      yup.object({
        equipmentIds: yup.array().min(1, text('nesting.propose.printersRequired')),
        spacing: spacingSchema(text),
        seconds: yup
          .number()
          .nullable()
          .required(text('nesting.propose.secondsRange'))
          .integer(text('nesting.propose.secondsRange'))
          .min(1, text('nesting.propose.secondsRange'))
          .max(240, text('nesting.propose.secondsRange')),
        search: yup.string().max(200, text('nesting.propose.searchTooLong')),
      }),
    [text],
  );
  return (
    <Formik<ProposeValues>
      initialValues={START}
      validationSchema={schema}
      onSubmit={async (values, { resetForm }) => {
        const proposed = await run(() =>
          propose({
            equipmentIds: values.equipmentIds,
            spacing: values.spacing!,
            seconds: values.seconds!,
            ...(values.search.trim() ? { search: values.search.trim() } : {}),
          }).unwrap(),
        );
        if (proposed) resetForm();
      }}
    >
      <Form noValidate>
        <FormFailure message={failure} />
        <FormCheckboxGroup<number>
          name="equipmentIds"
          legend={text('nesting.propose.printers')}
          options={printers.map((printer) => ({
            value: printer.id,
            label: text('nesting.propose.printer', {
              name: printer.displayName,
              process: AM_PROCESSES[printer.machine.amProcess as AmProcessCode] ?? printer.machine.amProcess,
            }),
          }))}
        />
        <FormGrid>
          <FormNumberField name="spacing" label={text('builds.plan.spacing')} min={0} max={50} />
          <FormNumberField name="seconds" label={text('nesting.propose.seconds')} min={1} max={240} />
          <FormTextField name="search" label={text('nesting.propose.search')} />
        </FormGrid>
        <FormButtons submit={text('nesting.propose.submit')} />
      </Form>
    </Formik>
  );
}
