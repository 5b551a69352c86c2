/**
 * /service-provider/settings/email-config (EMAIL_SETTINGS_EDITOR): how the
 * facility's mails go out — the sender name shown with the platform's address, the reply-to, and
 * which notifications are sent (account and invitation mails always are). Audited on the
 * settings home; the wording of each mail is on the templates page.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { FormTextField, SaveBar } from 'shared/forms';
import { useLanguageKey } from 'shared/i18n';
import { CheckboxGroup, FormFailure, FormGrid, Loaded, Page, PageHeader, useToast } from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type EmailConfig, type EmailTemplate } from '../api';
import { together } from '../loaded-together';
import { useText, type Text } from '../texts';

const schema = (text: Text) =>
  yup.object({
    senderName: yup.string().trim().max(100, text('email.senderNameLong')),
    replyTo: yup.string().trim().email(text('email.replyToInvalid')),
  });

export default function EmailConfigPage() {
  const text = useText();
  const config = adminApi.useEmailConfigQuery();
  const templates = adminApi.useEmailTemplatesQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('email.configTitle')}</h1>
      </PageHeader>
      <p>
        {text('email.configIntro')}{' '}
        <Link to="/service-provider/service-provider/email-templates">{text('email.toTemplates')}</Link>
      </p>
      <Loaded query={together({ config, templates })} failedTitle={text('email.fetchFailed')}>
        {(read) => <EmailConfigForm saved={read.config} templates={read.templates} />}
      </Loaded>
    </Page>
  );
}

function EmailConfigForm({ saved, templates }: { saved: EmailConfig; templates: EmailTemplate[] }) {
  const text = useText();
  const toast = useToast();
  const language = useLanguageKey();
  const [save] = adminApi.useSaveEmailConfigMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => schema(text), [text]);
  const notifications = templates.filter((template) => template.optional);
  return (
    <Formik<EmailConfig>
      initialValues={saved}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        await run(async () => {
          await save({ ...values, senderName: values.senderName.trim(), replyTo: values.replyTo.trim() }).unwrap();
          toast.success(text('email.configSaved'));
        });
      }}
    >
      {({ values, setFieldValue }) => (
        <Form noValidate aria-label={text('email.configTitle')}>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="senderName" label={text('email.senderName')} />
            <FormTextField name="replyTo" label={text('email.replyTo')} type="email" />
          </FormGrid>
          {/* The field holds the notifications switched off; the boxes tick those sent. */}
          <CheckboxGroup
            legend={text('email.notifications')}
            options={notifications.map((template) => ({ value: template.key, label: template.about[language] }))}
            selected={notifications.map((template) => template.key).filter((key) => !values.disabled.includes(key))}
            onChange={(key, sent) =>
              void setFieldValue('disabled', sent ? values.disabled.filter((other) => other !== key) : [...values.disabled, key])
            }
          />
          <SaveBar />
        </Form>
      )}
    </Formik>
  );
}
