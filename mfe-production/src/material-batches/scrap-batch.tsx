/**
 * Scrapping a batch in storage, or some of it: the powder is gone for good, so the dialog asks
 * why and scraps only on its own button. The whole batch when no mass is typed.
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
import { MassField, UnitField } from './mass-fields';
import { useBatchFormat } from './use-batch-format';

interface ScrapValues {
  unit: MassUnit;
  mass: string;
  reason: string;
}

const START: ScrapValues = { unit: 'KILOGRAM', mass: '', reason: '' };

export function ScrapBatch({ batch }: { batch: Batch }) {
  const text = useText();
  const toast = useToast();
  const format = useBatchFormat();
  const [scrap] = productionApi.useScrapBatchMutation();
  const { decimalSeparator } = format;
  const schema = useMemo(
    () =>
      yup.object({
        mass: massSchema(text, decimalSeparator, { optional: true }),
        reason: yup
          .string()
          .trim()
          .required(text('batches.reasonRequired'))
          .max(2000, text('batches.tooLong', { count: 2000 })),
      }),
    [text, decimalSeparator],
  );
  return (
    <EventForm<ScrapValues>
      trigger={text('batches.scrap')}
      title={text('batches.scrapTitle', { number: batch.number })}
      hint={text('batches.scrapHint', { mass: format.mass(batch.massMg) })}
      submit={text('batches.scrapSubmit')}
      danger
      initialValues={START}
      validationSchema={schema}
      send={async (values) => {
        const massMg = values.mass.trim() ? milligramsOf(values.mass, values.unit, decimalSeparator)! : batch.massMg;
        await scrap({
          id: batch.id,
          ...(values.mass.trim() ? { massMg } : {}),
          reason: values.reason.trim(),
        }).unwrap();
        toast.success(text('batches.scrapped', { number: batch.number, mass: format.mass(massMg) }));
      }}
    >
      {() => (
        <>
          <UnitField />
          <FormGrid>
            <MassField name="mass" label={text('batches.scrapMass')} />
          </FormGrid>
          <FormTextarea name="reason" label={text('batches.reason')} rows={3} maxLength={2000} />
        </>
      )}
    </EventForm>
  );
}
