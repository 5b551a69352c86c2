/**
 * An inspection of one part: pieces passed and failed (failed ones are scrapped and will be made
 * again), a note, photos and whether the failure needs a non-conformance report. Never more
 * pieces than wait for inspection; the server checks again against what is saved.
 */
import { Form, Formik, getIn } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage, fulfilmentApi, type PartProgress } from 'shared/api';
import * as yup from 'yup';
import { apiFileClient, Button, FormFailure, FormGrid, Muted, NumberInput, SelectField, Textarea, Toolbar } from 'shared/ui';
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
  const [failure, setFailure] = useState<string>();
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
        setFailure(undefined);
        try {
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
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ values, errors, touched, setFieldValue, isSubmitting }) => {
        const error = (field: string) =>
          getIn(touched, field) || isSubmitting ? (getIn(errors, field) as string | undefined) : undefined;
        const part = parts.find((p) => p.rfqFileId === values.rfqFileId);
        return (
          <Form noValidate aria-label={text('inspection.form')}>
            <FormFailure message={failure} />
            <FormGrid>
              <SelectField
                label={text('inspection.part')}
                value={values.rfqFileId}
                placeholder={text('progress.choose')}
                error={error('rfqFileId')}
                options={waiting.map((p) => ({
                  value: p.rfqFileId,
                  label: text('inspection.partOption', { part: p.fileName, count: p.toInspect }),
                }))}
                onChange={(value) => void setFieldValue('rfqFileId', value === '' ? '' : Number(value))}
              />
              <NumberInput
                label={text('inspection.passed')}
                value={values.passed}
                min={0}
                max={part?.toInspect}
                error={error('passed')}
                onChange={(value) => void setFieldValue('passed', value)}
              />
              <NumberInput
                label={text('inspection.failed')}
                value={values.failed}
                min={0}
                max={part?.toInspect}
                error={error('failed')}
                onChange={(value) => void setFieldValue('failed', value)}
              />
            </FormGrid>
            <label>
              <input
                type="checkbox"
                checked={values.ncrRequested}
                disabled={!values.failed}
                onChange={(event) => void setFieldValue('ncrRequested', event.target.checked)}
              />{' '}
              {text('inspection.ncr')}
            </label>
            <Textarea
              label={text('inspection.note')}
              rows={2}
              value={values.note}
              onChange={(event) => void setFieldValue('note', event.target.value)}
            />
            <label>
              {text('inspection.photos')}{' '}
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                onChange={(event) => void setFieldValue('photos', [...(event.currentTarget.files ?? [])])}
              />
            </label>
            {values.photos.length > 0 && <Muted>{values.photos.map((photo) => photo.name).join(', ')}</Muted>}
            <Toolbar>
              <Button type="submit" disabled={isSubmitting}>
                {text('inspection.record')}
              </Button>
            </Toolbar>
          </Form>
        );
      }}
    </Formik>
  );
}
