/**
 * /service-provider/rfq/config (RFQ_CONFIG_EDITOR): what the
 * facility's store front asks of New Order — the fields required on submission, where orders may
 * go, the quote due period proposed, the NDA template and the terms and conditions, with the
 * version in force. Saved and audited on the server (server/src/rfq-config), which holds the
 * rules; the customers' open New Order pages follow (settings.changed).
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useServerCall } from 'shared/api';
import { DISTRIBUTIONS, type Distribution } from 'shared/contracts';
import { FormCheckboxGroup, FormNumberField, FormTextarea, SaveBar } from 'shared/forms';
import { RFQ_REQUIRABLE_FIELDS, type RfqRequirableField } from 'shared/orders';
import { formatDate, FormFailure, FormGrid, Loaded, Muted, Page, PageHeader, useToast } from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type RfqConfig, type RfqConfigInput } from '../api';
import { useText, type Text } from '../texts';

const schema = (text: Text) =>
  yup.object({
    distributions: yup.array().min(1, text('rfqConfig.distributionsRequired')),
    quoteDueDays: yup
      .number()
      .nullable()
      .required(text('rfqConfig.quoteDueDaysRange'))
      .integer(text('rfqConfig.quoteDueDaysRange'))
      .min(1, text('rfqConfig.quoteDueDaysRange'))
      .max(365, text('rfqConfig.quoteDueDaysRange')),
    ndaTemplate: yup.string().max(20_000, text('rfqConfig.tooLong', { max: '20,000' })),
    termsText: yup.string().max(50_000, text('rfqConfig.tooLong', { max: '50,000' })),
  });

type Values = Omit<RfqConfigInput, 'quoteDueDays'> & { quoteDueDays: number | null };

export default function RfqConfigPage() {
  const text = useText();
  const config = adminApi.useRfqConfigQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('rfqConfig.title')}</h1>
      </PageHeader>
      <p>{text('rfqConfig.intro')}</p>
      <Loaded query={config} failedTitle={text('rfqConfig.fetchFailed')}>
        {(saved) => <RfqConfigForm saved={saved} />}
      </Loaded>
    </Page>
  );
}

function RfqConfigForm({ saved }: { saved: RfqConfig }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveRfqConfigMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => schema(text), [text]);
  const { termsVersion, termsChangedAt, ...values } = saved;
  return (
    <Formik<Values>
      initialValues={values}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={async (input) => {
        if (await run(() => save({ ...input, quoteDueDays: input.quoteDueDays ?? 0 }).unwrap()))
          toast.success(text('rfqConfig.saved'));
        else toast.error(text('rfqConfig.saveFailed'));
      }}
    >
      <Form noValidate aria-label={text('rfqConfig.title')}>
        <FormFailure message={failure} />
        <FormCheckboxGroup<RfqRequirableField>
          name="requiredFields"
          legend={text('rfqConfig.required')}
          options={RFQ_REQUIRABLE_FIELDS.map((field) => ({ value: field, label: text(`rfqConfig.field.${field}`) }))}
        />
        <FormCheckboxGroup<Distribution>
          name="distributions"
          legend={text('rfqConfig.distributions')}
          options={DISTRIBUTIONS.map((value) => ({ value, label: text(`rfqConfig.distribution.${value}`) }))}
        />
        <FormGrid>
          <FormNumberField name="quoteDueDays" label={text('rfqConfig.quoteDueDays')} min={1} max={365} />
        </FormGrid>
        <FormTextarea name="ndaTemplate" label={text('rfqConfig.ndaTemplate')} />
        <Muted>{text('rfqConfig.ndaTemplateHint')}</Muted>
        <FormTextarea name="termsText" label={text('rfqConfig.terms')} rows={10} />
        <Muted>
          {saved.termsText && termsChangedAt !== null
            ? text('rfqConfig.termsVersion', { version: String(termsVersion), date: formatDate(termsChangedAt, true) })
            : text('rfqConfig.noTerms')}{' '}
          {text('rfqConfig.termsHint')}
        </Muted>
        <SaveBar />
      </Form>
    </Formik>
  );
}
