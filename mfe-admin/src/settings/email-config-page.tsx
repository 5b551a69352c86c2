/**
 * /service-provider/settings/email-config (EMAIL_SETTINGS_EDITOR): how the
 * facility's mails go out — the sender name shown with the platform's address, the reply-to, and
 * which notifications are sent (account and invitation mails always are). Audited on the
 * settings home; the wording of each mail is on the templates page.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { useLanguageKey } from 'shared/i18n';
import {
  Button,
  CheckboxGroup,
  FormFailure,
  FormGrid,
  LoadFailed,
  Loading,
  Page,
  PageHeader,
  TextField,
  Toolbar,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type EmailConfig, type EmailTemplate } from '../api';
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
  const failed = config.error ?? templates.error;
  return (
    <Page>
      <PageHeader>
        <h1>{text('email.configTitle')}</h1>
      </PageHeader>
      <p>
        {text('email.configIntro')}{' '}
        <Link to="/service-provider/service-provider/email-templates">{text('email.toTemplates')}</Link>
      </p>
      {config.isLoading || templates.isLoading ? (
        <Loading />
      ) : failed || !config.data || !templates.data ? (
        <LoadFailed
          title={text('email.fetchFailed')}
          error={failed}
          onRetry={() => void Promise.all([config.refetch(), templates.refetch()])}
        />
      ) : (
        <EmailConfigForm saved={config.data} templates={templates.data} />
      )}
    </Page>
  );
}

function EmailConfigForm({ saved, templates }: { saved: EmailConfig; templates: EmailTemplate[] }) {
  const text = useText();
  const toast = useToast();
  const language = useLanguageKey();
  const [save] = adminApi.useSaveEmailConfigMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => schema(text), [text]);
  const notifications = templates.filter((template) => template.optional);
  return (
    <Formik<EmailConfig>
      initialValues={saved}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        setFailure(undefined);
        try {
          await save({ ...values, senderName: values.senderName.trim(), replyTo: values.replyTo.trim() }).unwrap();
          toast.success(text('email.configSaved'));
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ values, errors, touched, submitCount, setFieldValue, setFieldTouched, isSubmitting, dirty }) => {
        const shown = (field: 'senderName' | 'replyTo') => (touched[field] || submitCount > 0 ? errors[field] : undefined);
        const switchOff = (key: EmailTemplate['key'], off: boolean) =>
          void setFieldValue('disabled', off ? [...values.disabled, key] : values.disabled.filter((other) => other !== key));
        return (
          <Form noValidate aria-label={text('email.configTitle')}>
            <FormFailure message={failure} />
            <FormGrid>
              <TextField
                label={text('email.senderName')}
                value={values.senderName}
                error={shown('senderName')}
                onBlur={() => void setFieldTouched('senderName')}
                onChange={(event) => void setFieldValue('senderName', event.target.value)}
              />
              <TextField
                label={text('email.replyTo')}
                type="email"
                value={values.replyTo}
                error={shown('replyTo')}
                onBlur={() => void setFieldTouched('replyTo')}
                onChange={(event) => void setFieldValue('replyTo', event.target.value)}
              />
            </FormGrid>
            <CheckboxGroup
              legend={text('email.notifications')}
              options={notifications.map((template) => ({ value: template.key, label: template.about[language] }))}
              selected={notifications.map((template) => template.key).filter((key) => !values.disabled.includes(key))}
              onChange={(key, sent) => switchOff(key, !sent)}
            />
            <Toolbar>
              <Button type="submit" disabled={isSubmitting || !dirty}>
                {text('email.save')}
              </Button>
            </Toolbar>
          </Form>
        );
      }}
    </Formik>
  );
}
