/**
 * /service-provider/settings/sso (FACILITY_SETTINGS_EDITOR): single sign-on for the domain the
 * admin is on — the login page's block (headlines, button, whether the email form hides behind it)
 * and the domain's SAML identity provider: its metadata, how its attributes map to a person's
 * email, name and roles, and whether it may bring people who have no account yet. The addresses the
 * provider's administrator registers the platform with are shown to copy. Both are audited on the
 * server (SSO_CONFIG).
 */
import { Field, Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import { SP_TEAM_ROLES, type SsoConfig } from 'shared/contracts';
import { FormSelectField, FormTextarea, FormTextField, SaveBar } from 'shared/forms';
import {
  Button,
  formatDate,
  FormFailure,
  FormGrid,
  Loaded,
  Muted,
  Page,
  PageHeader,
  space,
  Toolbar,
  UnsavedChangesGuard,
  useConfirm,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type SamlProviderInput, type SamlProviderSettings } from '../api';
import { useText, type Text } from '../texts';

export default function SingleSignOnPage() {
  const text = useText();
  const settings = adminApi.useSamlProviderQuery();
  const loginBlock = authApi.useSsoConfigQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('sso.title')}</h1>
      </PageHeader>
      <p>{text('sso.intro')}</p>
      <Loaded query={settings} failedTitle={text('sso.fetchFailed')}>
        {(read) => <ProviderSection settings={read} />}
      </Loaded>
      <Loaded query={loginBlock} failedTitle={text('sso.fetchFailed')}>
        {(saved) => <LoginBlockSection saved={saved} />}
      </Loaded>
    </Page>
  );
}

type ProviderValues = Omit<SamlProviderInput, 'metadataUrl' | 'metadataXml'> & {
  source: 'url' | 'xml';
  metadataUrl: string;
  metadataXml: string;
};

const providerSchema = (text: Text) =>
  yup.object({
    metadataUrl: yup.string().when('source', {
      is: 'url',
      then: (field) => field.trim().required(text('sso.metadataUrlRequired')).url(text('sso.metadataUrlInvalid')),
    }),
    metadataXml: yup.string().when('source', {
      is: 'xml',
      then: (field) => field.trim().required(text('sso.metadataXmlRequired')),
    }),
    rolesAttribute: yup.string().when('roleMap', {
      is: (roleMap: unknown[]) => roleMap.length > 0,
      then: (field) => field.trim().required(text('sso.rolesAttributeRequired')),
    }),
    roleMap: yup.array(yup.object({ value: yup.string().trim().required(text('sso.roleValueRequired')) })),
  });

function ProviderSection({ settings }: { settings: SamlProviderSettings }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveSamlProviderMutation();
  const [remove, removing] = adminApi.useRemoveSamlProviderMutation();
  const [confirm, confirmDialog] = useConfirm();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => providerSchema(text), [text]);
  const { provider, serviceProvider } = settings;
  const initialValues: ProviderValues = {
    source: provider && !provider.metadataUrl ? 'xml' : 'url',
    metadataUrl: provider?.metadataUrl ?? '',
    metadataXml: '',
    emailAttribute: provider?.emailAttribute ?? '',
    firstNameAttribute: provider?.firstNameAttribute ?? '',
    lastNameAttribute: provider?.lastNameAttribute ?? '',
    rolesAttribute: provider?.rolesAttribute ?? '',
    roleMap: provider?.roleMap ?? [],
    provisioning: provider?.provisioning ?? 'EXISTING_ONLY',
  };
  const removeProvider = async () => {
    if (!(await confirm({ title: text('sso.removeConfirm'), text: text('sso.removeConfirmText'), danger: true }))) return;
    try {
      await remove().unwrap();
      toast.success(text('sso.removed'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="sso-provider">
      <h2 id="sso-provider">{text('sso.provider', { domain: settings.domain })}</h2>
      <Muted>{text('sso.registerWith')}</Muted>
      <Addresses>
        <dt>{text('sso.entityId')}</dt>
        <dd>{serviceProvider.entityId}</dd>
        <dt>{text('sso.acsUrl')}</dt>
        <dd>{serviceProvider.acsUrl}</dd>
        <dt>{text('sso.spMetadata')}</dt>
        <dd>
          <a href={serviceProvider.metadataUrl}>{serviceProvider.metadataUrl}</a>
        </dd>
      </Addresses>
      {provider ? (
        <Addresses aria-label={text('sso.current')}>
          <dt>{text('sso.idpEntityId')}</dt>
          <dd>{provider.entityId}</dd>
          <dt>{text('sso.idpSsoUrl')}</dt>
          <dd>{provider.ssoUrl}</dd>
          {provider.certificates.map((certificate) => (
            <Certificate key={certificate.sha256}>
              <dt>{text('sso.certificate')}</dt>
              <dd>
                {certificate.subject} · {text('sso.validTo', { date: formatDate(certificate.validTo) })}
                <br />
                <Muted>SHA-256 {certificate.sha256}</Muted>
              </dd>
            </Certificate>
          ))}
          <dt>{text('sso.updatedAt')}</dt>
          <dd>{formatDate(provider.updatedAt, true)}</dd>
        </Addresses>
      ) : (
        <Muted>{text('sso.noProvider')}</Muted>
      )}
      <Formik<ProviderValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={validationSchema}
        onSubmit={async ({ source, metadataUrl, metadataXml, ...values }, { resetForm }) => {
          setFailure(undefined);
          try {
            await save({
              ...values,
              ...(source === 'url' ? { metadataUrl: metadataUrl.trim() } : { metadataXml }),
            }).unwrap();
            toast.success(text('sso.saved'));
            resetForm();
          } catch (error) {
            toast.error(text('sso.saveFailed'));
            setFailure(errorMessage(error));
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting, dirty }) => (
          <Form noValidate aria-label={text('sso.providerForm')}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <FormFailure message={failure} />
            <fieldset>
              <legend>{text('sso.metadata')}</legend>
              <Choices>
                {(['url', 'xml'] as const).map((source) => (
                  <label key={source}>
                    <Field type="radio" name="source" value={source} /> {text(`sso.source.${source}`)}
                  </label>
                ))}
              </Choices>
              {values.source === 'url' ? (
                <FormTextField name="metadataUrl" label={text('sso.metadataUrl')} />
              ) : (
                <FormTextarea name="metadataXml" label={text('sso.metadataXml')} rows={8} />
              )}
              {provider && <Muted>{text('sso.metadataAgain')}</Muted>}
            </fieldset>
            <fieldset>
              <legend>{text('sso.attributes')}</legend>
              <FormGrid>
                {(['emailAttribute', 'firstNameAttribute', 'lastNameAttribute', 'rolesAttribute'] as const).map((field) => (
                  <FormTextField key={field} name={field} label={text(`sso.${field}`)} />
                ))}
              </FormGrid>
              <Muted>{text('sso.attributesHint')}</Muted>
            </fieldset>
            <fieldset>
              <legend>{text('sso.roleMap')}</legend>
              <Muted>{text('sso.roleMapHint')}</Muted>
              {values.roleMap.map((_entry, index) => (
                <RoleRow key={index}>
                  <FormTextField name={`roleMap.${index}.value`} label={text('sso.roleValue', { number: String(index + 1) })} />
                  <FormSelectField
                    name={`roleMap.${index}.role`}
                    label={text('sso.role', { number: String(index + 1) })}
                    options={SP_TEAM_ROLES.map((role) => ({ value: role, label: role }))}
                  />
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void setFieldValue(
                        'roleMap',
                        values.roleMap.filter((_, other) => other !== index),
                      )
                    }
                  >
                    {text('sso.removeRole', { number: String(index + 1) })}
                  </Button>
                </RoleRow>
              ))}
              <Toolbar>
                <Button
                  variant="secondary"
                  onClick={() => void setFieldValue('roleMap', [...values.roleMap, { value: '', role: 'SP_NON_ADMIN' }])}
                >
                  {text('sso.addRole')}
                </Button>
              </Toolbar>
            </fieldset>
            <fieldset>
              <legend>{text('sso.provisioning')}</legend>
              <Choices>
                {(['JUST_IN_TIME', 'EXISTING_ONLY'] as const).map((provisioning) => (
                  <label key={provisioning}>
                    <Field type="radio" name="provisioning" value={provisioning} /> {text(`sso.provisioning.${provisioning}`)}
                  </label>
                ))}
              </Choices>
            </fieldset>
            <Toolbar>
              <Button type="submit" disabled={isSubmitting || (!dirty && Boolean(provider))}>
                {text('sso.save')}
              </Button>
              {provider && (
                <Button variant="danger" disabled={removing.isLoading} onClick={() => void removeProvider()}>
                  {text('sso.remove')}
                </Button>
              )}
            </Toolbar>
          </Form>
        )}
      </Formik>
      {confirmDialog}
    </section>
  );
}

/** The login page's block (the domain's SSO config): what people see above — or instead of — the email form. */
function LoginBlockSection({ saved }: { saved: SsoConfig }) {
  const text = useText();
  const toast = useToast();
  const [save] = authApi.useSaveSsoConfigMutation();
  const [failure, setFailure] = useState<string>();
  return (
    <section aria-labelledby="sso-login-page">
      <h2 id="sso-login-page">{text('sso.loginPage')}</h2>
      <Formik<SsoConfig>
        initialValues={saved}
        enableReinitialize
        onSubmit={async (values) => {
          setFailure(undefined);
          try {
            await save(values).unwrap();
            toast.success(text('sso.loginPageSaved'));
          } catch (error) {
            toast.error(text('sso.saveFailed'));
            setFailure(errorMessage(error));
          }
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
    </section>
  );
}

const Addresses = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(1)} ${space(3)};
  word-break: break-all;
  dd {
    margin: 0;
  }
`;

const Certificate = styled.div`
  display: contents;
`;

const Choices = styled.div`
  display: flex;
  gap: ${space(4)};
  margin-bottom: ${space(2)};
`;

const RoleRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: ${space(2)};
  align-items: end;
`;
