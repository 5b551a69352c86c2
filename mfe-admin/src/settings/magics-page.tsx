/**
 * /service-provider/settings/magics (the facility's MAGICS_CONFIG): the
 * facility's build-preparation tool — the adapter URLs for everyone and for ITAR-cleared people,
 * whether the tool is on, its button on queued jobs and whether it gets the selected parts.
 * FACILITY_SETTINGS_EDITORs change it (audited); anyone of the facility tries the launcher, which
 * answers the adapter URL with a new single-use launch intent.
 */
import { Field, Form, Formik } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import { launchApi, useServerCall } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import { FormTextField, SaveBar } from 'shared/forms';
import {
  Button,
  formatDate,
  FormFailure,
  FormGrid,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Section,
  space,
  Toolbar,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi } from '../api';
import { useConfigValue } from '../config-value';
import { useText, type Text } from '../texts';

/** The facility's MAGICS_CONFIG, as its config value holds it. */
interface MagicsConfig {
  nonItarAdapterUrl: string;
  itarAdapterUrl: string;
  isMagicsEnabled: boolean;
  preInQueueMagicsButton: boolean;
  useSelection: boolean;
}
const UNSET: MagicsConfig = {
  nonItarAdapterUrl: '',
  itarAdapterUrl: '',
  isMagicsEnabled: false,
  preInQueueMagicsButton: false,
  useSelection: false,
};
const SWITCHES = ['isMagicsEnabled', 'preInQueueMagicsButton', 'useSelection'] as const;

/** An address a browser can open: a scheme and the rest (https://…, or a tool's own scheme). */
const isAddress = (value: string | undefined) => {
  try {
    return Boolean(value && new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};

const schema = (text: Text) =>
  yup.object({
    nonItarAdapterUrl: yup
      .string()
      .trim()
      .required(text('magics.nonItarRequired'))
      .test('address', text('magics.address'), isAddress),
    itarAdapterUrl: yup.string().trim().required(text('magics.itarRequired')).test('address', text('magics.address'), isAddress),
  });

export default function MagicsPage() {
  const text = useText();
  // Never set: the form starts empty.
  const config = useConfigValue<MagicsConfig>('MAGICS_CONFIG');
  return (
    <Page>
      <PageHeader>
        <h1>{text('magics.title')}</h1>
      </PageHeader>
      <p>{text('magics.intro')}</p>
      <Loaded query={config} failedTitle={text('magics.fetchFailed')}>
        {(saved) => <MagicsForm saved={{ ...UNSET, ...saved }} />}
      </Loaded>
      <TryLauncher />
    </Page>
  );
}

function MagicsForm({ saved }: { saved: MagicsConfig }) {
  const text = useText();
  const toast = useToast();
  const { user } = useCurrentUser();
  const canEdit = (user?.permissions ?? []).includes('FACILITY_SETTINGS_EDITOR');
  const [save] = adminApi.useSaveFacilityConfigMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => schema(text), [text]);
  return (
    <Formik<MagicsConfig>
      initialValues={saved}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        const value = {
          ...values,
          nonItarAdapterUrl: values.nonItarAdapterUrl.trim(),
          itarAdapterUrl: values.itarAdapterUrl.trim(),
        };
        if (await run(() => save({ configType: 'MAGICS_CONFIG', configValue: JSON.stringify(value) }).unwrap())) {
          toast.success(text('magics.saved'));
        } else {
          toast.error(text('magics.saveFailed'));
        }
      }}
    >
      <Form noValidate aria-label={text('magics.title')}>
        {!canEdit && <Muted>{text('magics.readOnly')}</Muted>}
        <FormFailure message={failure} />
        <FormGrid>
          <FormTextField name="nonItarAdapterUrl" label={text('magics.nonItarUrl')} readOnly={!canEdit} />
          <FormTextField name="itarAdapterUrl" label={text('magics.itarUrl')} readOnly={!canEdit} />
        </FormGrid>
        <Switches>
          {SWITCHES.map((key) => (
            <label key={key}>
              <Field type="checkbox" name={key} disabled={!canEdit} /> {text(`magics.switch.${key}`)}
            </label>
          ))}
        </Switches>
        {canEdit && <SaveBar />}
      </Form>
    </Formik>
  );
}

/** The launcher as the Expert menu runs it: a new launch intent, and the address it opens. */
function TryLauncher() {
  const text = useText();
  const [register, registered] = launchApi.useRegisterIntentMutation();
  const { failure, run } = useServerCall();
  return (
    <Section title={text('magics.launcher')}>
      <p>{text('magics.launcherIntro')}</p>
      <Toolbar>
        <Button variant="secondary" disabled={registered.isLoading} onClick={() => void run(() => register('MAGICS').unwrap())}>
          {text('magics.tryLauncher')}
        </Button>
      </Toolbar>
      <FormFailure message={failure} />
      {registered.data && !failure && (
        <Launched role="status">
          <span>{text('magics.launchUrl', { date: formatDate(registered.data.expiresAt, true) })}</span>
          <a href={registered.data.url}>{registered.data.url}</a>
        </Launched>
      )}
    </Section>
  );
}

const Switches = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: ${space(3)} 0;
`;

const Launched = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  word-break: break-all;
`;
