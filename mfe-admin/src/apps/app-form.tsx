/** The form that adds an app or changes one: its name, address, logo, and whether it is internal and on. */
import { Field, Formik } from 'formik';
import { useMemo } from 'react';
import { useServerCall } from 'shared/api';
import type { App } from 'shared/auth';
import { FormButtons, FormTextField } from 'shared/forms';
import { FormFailure, FormGrid, useToast } from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type AppInput } from '../api';
import { EditorForm } from '../local-list';
import { useText, type Text } from '../texts';

/** An app as the API takes it. */
export const inputOf = (app: App): AppInput => ({
  name: app.name,
  logo: app.logo,
  appURL: app.appURL,
  internalApp: app.internalApp,
  enabled: app.enabled,
});

/** A web address, or nothing (required where it must be given). */
const webAddress = (text: Text) =>
  yup
    .string()
    .trim()
    .matches(/^https?:\/\/\S+$/, { message: text('apps.addressInvalid'), excludeEmptyString: true });
const schema = (text: Text) =>
  yup.object({
    name: yup.string().trim().required(text('apps.nameRequired')).max(60),
    appURL: webAddress(text).required(text('apps.addressInvalid')),
    logo: webAddress(text),
  });
const NEW_APP: AppInput = { name: '', logo: '', appURL: 'https://', internalApp: true, enabled: true };

export function AppForm({ app, onDone }: { app?: App; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveAppMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => schema(text), [text]);
  const title = app ? text('apps.changeTitle', { name: app.name }) : text('apps.add');
  return (
    <Formik<AppInput>
      initialValues={app ? inputOf(app) : NEW_APP}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        const input = { ...values, name: values.name.trim(), logo: values.logo.trim(), appURL: values.appURL.trim() };
        await run(async () => {
          await save({ id: app?.id, app: input }).unwrap();
          toast.success(text('apps.saved', { name: input.name }));
          onDone();
        });
      }}
    >
      <EditorForm noValidate aria-label={title}>
        <h2>{title}</h2>
        <FormFailure message={failure} />
        <FormGrid>
          <FormTextField name="name" label={text('apps.name')} />
          <FormTextField name="appURL" label={text('apps.address')} type="url" />
          <FormTextField name="logo" label={text('apps.logo')} type="url" />
        </FormGrid>
        <label>
          <Field type="checkbox" name="internalApp" /> {text('apps.internalChoice')}
        </label>
        <label>
          <Field type="checkbox" name="enabled" /> {text('apps.enabledChoice')}
        </label>
        <FormButtons submit={text('apps.save')} cancel={{ text: text('apps.cancel'), onClick: onDone }} />
      </EditorForm>
    </Formik>
  );
}
