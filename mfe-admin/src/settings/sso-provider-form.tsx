/**
 * The form that sets the domain's SAML identity provider: its metadata (an address or the XML),
 * how its attributes map to a person's email, name and roles, and whether it may bring people who
 * have no account yet; the provider is removed after asking.
 */
import { Field, Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import { errorMessage, useServerCall } from 'shared/api';
import { SP_TEAM_ROLES } from 'shared/contracts';
import { FormSelectField, FormTextarea, FormTextField } from 'shared/forms';
import { Button, FormFailure, FormGrid, Muted, space, Toolbar, UnsavedChangesGuard, useConfirm, useToast } from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type SamlProviderInput, type SamlProviderSettings } from '../api';
import { useText, type Text } from '../texts';

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

export function ProviderForm({ provider }: { provider: SamlProviderSettings['provider'] }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveSamlProviderMutation();
  const [remove, removing] = adminApi.useRemoveSamlProviderMutation();
  const [confirm, confirmDialog] = useConfirm();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => providerSchema(text), [text]);
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
    <>
      <Formik<ProviderValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={validationSchema}
        onSubmit={async ({ source, metadataUrl, metadataXml, ...values }, { resetForm }) => {
          const saved = await run(async () => {
            await save({
              ...values,
              ...(source === 'url' ? { metadataUrl: metadataUrl.trim() } : { metadataXml }),
            }).unwrap();
            toast.success(text('sso.saved'));
            resetForm();
          });
          if (!saved) toast.error(text('sso.saveFailed'));
        }}
      >
        {({ values, isSubmitting, dirty }) => (
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
            <RoleMapFieldset />
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
    </>
  );
}

/** How the provider's role values map to the platform's roles: a row each, added and removed. */
function RoleMapFieldset() {
  const text = useText();
  const { values, setFieldValue } = useFormikContext<ProviderValues>();
  return (
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
  );
}

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
