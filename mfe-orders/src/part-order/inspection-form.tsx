/**
 * An inspection of one part: pieces passed and failed (failed ones are scrapped and will be made
 * again), a note, photos and whether the failure needs a non-conformance report. Never more
 * pieces than wait for inspection; the server checks again against what is saved.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { fulfilmentApi, useServerCall, type PartProgress } from 'shared/api';
import * as yup from 'yup';
import { FormButtons, FormNumberField, FormSelectField, FormTextarea, useFormField } from 'shared/forms';
import { apiFileClient, FormFailure, FormGrid, Muted } from 'shared/ui';
import { useText, type Text } from '../texts';

interface InspectionValues {
  rfqFileId: number | '';
  passed: number | null;
  failed: number | null;
  ncrRequested: boolean;
  note: string;
  photos: File[];
}

function schema(text: Text, parts: PartProgress[]) {
  const count = yup.number().nullable().integer().min(0, text('inspection.notNegative'));
  return yup.object({
    rfqFileId: yup.number().typeError(text('inspection.partRequired')).required(text('inspection.partRequired')),
    passed: count,
    failed: count
      .test('some', text('inspection.nothingCounted'), function (failed) {
        const passed = (this.parent as InspectionValues).passed ?? 0;
        return passed + (failed ?? 0) > 0;
      })
      .test('at-most', '', function (failed) {
        const values = this.parent as InspectionValues;
        const part = parts.find((p) => p.rfqFileId === values.rfqFileId);
        if (!part) return true;
        const counted = (values.passed ?? 0) + (failed ?? 0);
        return counted <= part.toInspect || this.createError({ message: text('inspection.tooMany', { count: part.toInspect }) });
      }),
    note: yup.string().max(4000),
  });
}

export function InspectionForm({ orderId, parts }: { orderId: number; parts: PartProgress[] }) {
  const text = useText();
  const [inspect] = fulfilmentApi.useInspectMutation();
  const { failure, run } = useServerCall();
  const waiting = parts.filter((part) => part.toInspect > 0);
  const validationSchema = useMemo(() => schema(text, parts), [text, parts]);
  const initial: InspectionValues = {
    rfqFileId: waiting.length === 1 ? waiting[0]!.rfqFileId : '',
    passed: null,
    failed: null,
    ncrRequested: false,
    note: '',
    photos: [],
  };
  return (
    <Formik<InspectionValues>
      initialValues={initial}
      validationSchema={validationSchema}
      onSubmit={async (values, { resetForm }) => {
        await run(async () => {
          // Photos are the facility's own files, uploaded first and then named by the inspection.
          const photoFileIds = [];
          for (const photo of values.photos) photoFileIds.push((await apiFileClient.upload(photo)).id);
          await inspect({
            orderId,
            inspection: {
              rfqFileId: Number(values.rfqFileId),
              passedQuantity: values.passed ?? 0,
              failedQuantity: values.failed ?? 0,
              ncrRequested: (values.failed ?? 0) > 0 && values.ncrRequested,
              note: values.note.trim(),
              photoFileIds,
            },
          }).unwrap();
          resetForm();
        });
      }}
    >
      <Form noValidate aria-label={text('inspection.form')}>
        <FormFailure message={failure} />
        <InspectionFields parts={parts} waiting={waiting} />
        <FormButtons submit={text('inspection.record')} />
      </Form>
    </Formik>
  );
}

/** The part, the pieces counted (never more than wait for inspection), the report asked for, the note and the photos. */
function InspectionFields({ parts, waiting }: { parts: PartProgress[]; waiting: PartProgress[] }) {
  const text = useText();
  const { values } = useFormikContext<InspectionValues>();
  const ncr = useFormField<boolean>('ncrRequested');
  const photos = useFormField<File[]>('photos');
  const part = parts.find((p) => p.rfqFileId === values.rfqFileId);
  return (
    <>
      <FormGrid>
        <FormSelectField<number | ''>
          name="rfqFileId"
          label={text('inspection.part')}
          placeholder={text('progress.choose')}
          options={waiting.map((p) => ({
            value: p.rfqFileId,
            label: text('inspection.partOption', { part: p.fileName, count: p.toInspect }),
          }))}
          parse={(value) => (value === '' ? '' : Number(value))}
        />
        <FormNumberField name="passed" label={text('inspection.passed')} min={0} max={part?.toInspect} />
        <FormNumberField name="failed" label={text('inspection.failed')} min={0} max={part?.toInspect} />
      </FormGrid>
      <label>
        <input
          type="checkbox"
          checked={ncr.value}
          disabled={!values.failed}
          onChange={(event) => ncr.set(event.target.checked)}
        />{' '}
        {text('inspection.ncr')}
      </label>
      <FormTextarea name="note" label={text('inspection.note')} rows={2} />
      <label>
        {text('inspection.photos')}{' '}
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(event) => photos.set([...(event.currentTarget.files ?? [])])}
        />
      </label>
      {photos.value.length > 0 && <Muted>{photos.value.map((photo) => photo.name).join(', ')}</Muted>}
    </>
  );
}
