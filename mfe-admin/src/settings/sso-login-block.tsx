import { Field, Form, Formik } from 'formik';
import { useServerCall } from 'shared/api';
import { authApi } from 'shared/auth';
import type { SsoConfig } from 'shared/contracts';
import { FormTextField, SaveBar } from 'shared/forms';
import { FormFailure, FormGrid, Section, useToast } from 'shared/ui';
import { useText } from '../texts';

/** The login page's block (the domain's SSO config): what people see above — or instead of — the email form. */
export function LoginBlockSection({ saved }: { saved: SsoConfig }) {
  const text = useText();
  const toast = useToast();
  const [save] = authApi.useSaveSsoConfigMutation();
  const { failure, run } = useServerCall();
  return (
    <Section title={text('sso.loginPage')}>
      <Formik<SsoConfig>
        initialValues={saved}
        enableReinitialize
        onSubmit={async (values) => {
          if (await run(() => save(values).unwrap())) toast.success(text('sso.loginPageSaved'));
          else toast.error(text('sso.saveFailed'));
        }}
      >
        {({ values, setFieldValue }) => (
          <Form noValidate aria-label={text('sso.loginPage')}>
            <FormFailure message={failure} />
            <label>
              <input
                type="checkbox"
                checked={values.authType === 'SAML'}
                onChange={(event) => void setFieldValue('authType', event.target.checked ? 'SAML' : 'NONE')}
              />{' '}
              {text('sso.showBlock')}
            </label>
            <FormGrid>
              {(['headline1', 'headline2', 'buttonText'] as const).map((field) => (
                <FormTextField key={field} name={field} label={text(`sso.${field}`)} />
              ))}
            </FormGrid>
            <label>
              <Field type="checkbox" name="customLogin" /> {text('sso.customLogin')}
            </label>
            <SaveBar saveLabel={text('sso.saveLoginPage')} />
          </Form>
        )}
      </Formik>
    </Section>
  );
}
