/**
 * The profile's passkeys: the person's own, with which they sign records instead of typing their
 * password again. Adding one asks the current password first, then the browser's authenticator
 * (fingerprint, face, PIN) makes it; removing one asks for a confirmation.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { errorMessage, useServerCall } from 'shared/api';
import {
  createPasskey,
  passkeyAlreadyMade,
  passkeyCancelled,
  passkeysSupported,
  type Passkey,
  type PasskeyCreationOptions,
  type PasskeyRegistration,
} from 'shared/auth';
import { FormButtons, FormTextField } from 'shared/forms';
import {
  actionsColumn,
  formatDate,
  FormFailure,
  FormGrid,
  Loaded,
  Muted,
  Panel,
  RowButton,
  Section,
  Table,
  type TableColumn,
  useConfirm,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi } from '../api';
import { useText, type Text } from '../texts';

export function PasskeysSection() {
  const text = useText();
  const toast = useToast();
  const passkeys = adminApi.usePasskeysQuery();
  const [remove, removing] = adminApi.useRemovePasskeyMutation();
  const [confirm, confirmDialog] = useConfirm();

  const removeOne = async (passkey: Passkey) => {
    const values = { name: passkey.name };
    const sure = await confirm({
      title: text('profile.removePasskeyTitle', values),
      text: text('profile.removePasskeyText'),
      confirmText: text('profile.removePasskey'),
      danger: true,
    });
    if (!sure) return;
    const result = await remove(passkey.id);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('profile.passkeyRemoved', values));
  };

  const columns: TableColumn<Passkey>[] = [
    { key: 'name', title: text('profile.passkeyName'), value: (passkey) => passkey.name },
    { key: 'added', title: text('profile.passkeyAdded'), value: (passkey) => formatDate(Date.parse(passkey.createdAt), true) },
    {
      key: 'lastUsed',
      title: text('profile.passkeyLastUsed'),
      value: (passkey) =>
        passkey.lastUsedAt ? formatDate(Date.parse(passkey.lastUsedAt), true) : text('profile.passkeyNeverUsed'),
    },
    actionsColumn(text('profile.passkeyActions'), (passkey) => (
      <RowButton
        danger
        label={text('profile.removePasskeyLabel', { name: passkey.name })}
        disabled={removing.isLoading}
        onClick={() => void removeOne(passkey)}
      >
        {text('profile.removePasskey')}
      </RowButton>
    )),
  ];

  return (
    <Section title={text('profile.passkeys')}>
      <Muted>{text('profile.passkeysIntro')}</Muted>
      <Loaded query={passkeys} failedTitle={text('profile.passkeysFailed')}>
        {(rows) => (
          <Table
            label={text('profile.passkeys')}
            columns={columns}
            data={rows}
            getRowId={(passkey) => String(passkey.id)}
            emptyText={text('profile.noPasskeys')}
          />
        )}
      </Loaded>
      {passkeysSupported() ? <AddPasskeyForm /> : <Panel tone="info" title={text('profile.passkeysUnsupported')} />}
      {confirmDialog}
    </Section>
  );
}

const addSchema = (text: Text) =>
  yup.object({
    name: yup.string().trim().required(text('profile.passkeyNameRequired')).max(60),
    currentPassword: yup.string().required(text('profile.currentRequired')),
  });

/** The name of a new passkey and the current password; then the authenticator makes the passkey. */
function AddPasskeyForm() {
  const text = useText();
  const toast = useToast();
  const [start] = adminApi.usePasskeyOptionsMutation();
  const [add] = adminApi.useAddPasskeyMutation();
  const { failure, setFailure, run } = useServerCall();
  const validationSchema = useMemo(() => addSchema(text), [text]);
  return (
    <Formik
      initialValues={{ name: '', currentPassword: '' }}
      validationSchema={validationSchema}
      onSubmit={async (values, { resetForm }) => {
        const name = values.name.trim();
        let options: PasskeyCreationOptions | undefined;
        const started = await run(async () => {
          options = await start({ currentPassword: values.currentPassword }).unwrap();
        });
        if (!started || !options) return;
        let response: PasskeyRegistration;
        try {
          response = await createPasskey(options);
        } catch (error) {
          return setFailure(
            text(
              passkeyAlreadyMade(error)
                ? 'profile.passkeyExists'
                : passkeyCancelled(error)
                  ? 'profile.passkeyCancelled'
                  : 'profile.passkeyNotMade',
            ),
          );
        }
        if (!(await run(() => add({ name, response }).unwrap()))) return;
        resetForm();
        toast.success(text('profile.passkeyCreated', { name }));
      }}
    >
      <Form noValidate aria-label={text('profile.addPasskey')}>
        <FormFailure message={failure} />
        <FormGrid>
          <FormTextField name="name" label={text('profile.passkeyName')} autoComplete="off" />
          <FormTextField
            name="currentPassword"
            type="password"
            label={text('profile.currentPassword')}
            autoComplete="current-password"
          />
        </FormGrid>
        <FormButtons submit={text('profile.addPasskey')} />
      </Form>
    </Formik>
  );
}
