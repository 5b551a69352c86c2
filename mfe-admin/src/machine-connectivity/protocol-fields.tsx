/**
 * The fields of the chosen protocol: OPC UA's endpoint, how it is followed and its credentials;
 * MQTT's broker, the machine's topic and its credentials; a webhook's signing secret, made here
 * with Generate, and for a saved one the address the machine posts to. A password is never read
 * back: empty keeps the one kept, unless it is removed.
 */
import { useFormikContext } from 'formik';
import { FormTextField } from 'shared/forms';
import { Button, FormGrid, Muted, TextField, Toolbar, useToast } from 'shared/ui';
import { webhookUrl, type MachineConnection } from './api';
import { CheckboxChoice, RadioChoice } from './choice-fields';
import { generateSecret, keepsPassword, MODES, type ConnectionValues } from './connection-values';
import { useText } from '../texts';

const OPCUA_EXAMPLE = 'opc.tcp://printer-01.local:4840';
const SPARKPLUG_TOPIC = 'spBv1.0/<group>/<edge node>/<device>';

/** Copies a text to the clipboard and says whether it could. */
function useCopy() {
  const text = useText();
  const toast = useToast();
  return async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(text('mcSettings.copied'));
    } catch {
      toast.error(text('mcSettings.copyFailed'));
    }
  };
}

function Credentials({ connection }: { connection?: MachineConnection }) {
  const text = useText();
  const { values } = useFormikContext<ConnectionValues>();
  const kept = keepsPassword(connection, values.protocol);
  return (
    <>
      <FormGrid>
        <FormTextField name="username" label={text('mcSettings.username')} maxLength={200} autoComplete="off" />
        <FormTextField
          name="password"
          type="password"
          label={text('mcSettings.password')}
          maxLength={500}
          autoComplete="new-password"
          disabled={kept && values.removePassword}
        />
      </FormGrid>
      {kept && (
        <>
          <Muted>{text('mcSettings.passwordKept')}</Muted>
          <CheckboxChoice name="removePassword" label={text('mcSettings.removePassword')} />
        </>
      )}
    </>
  );
}

function WebhookFields({ connection }: { connection?: MachineConnection }) {
  const text = useText();
  const toast = useToast();
  const copy = useCopy();
  const { values, setFieldValue } = useFormikContext<ConnectionValues>();
  const url = connection?.protocol === 'WEBHOOK' ? webhookUrl(connection.id) : undefined;
  return (
    <>
      <FormTextField
        name="password"
        type="password"
        label={text('mcSettings.secret')}
        maxLength={500}
        autoComplete="new-password"
      />
      <Muted>{text(keepsPassword(connection, 'WEBHOOK') ? 'mcSettings.secretKept' : 'mcSettings.secretHint')}</Muted>
      <Toolbar>
        <Button
          variant="secondary"
          onClick={() => {
            void setFieldValue('password', generateSecret());
            toast.success(text('mcSettings.generated'));
          }}
        >
          {text('mcSettings.generate')}
        </Button>
        <Button variant="secondary" disabled={!values.password} onClick={() => void copy(values.password)}>
          {text('mcSettings.copySecret')}
        </Button>
      </Toolbar>
      {url && (
        <>
          <TextField label={text('mcSettings.webhookUrl')} value={url} readOnly onFocus={(event) => event.target.select()} />
          <Muted>{text('mcSettings.webhookUrlHint')}</Muted>
          <Toolbar>
            <Button variant="secondary" onClick={() => void copy(url)}>
              {text('mcSettings.copyUrl')}
            </Button>
          </Toolbar>
        </>
      )}
    </>
  );
}

/** Where the platform reaches the machine (an OPC UA endpoint, an MQTT broker), with how it is written. */
function AddressField({ label, hint }: { label: string; hint: string }) {
  return (
    <>
      <FormTextField name="address" label={label} maxLength={500} inputMode="url" />
      <Muted>{hint}</Muted>
    </>
  );
}

export function ProtocolFields({ connection }: { connection?: MachineConnection }) {
  const text = useText();
  const { values } = useFormikContext<ConnectionValues>();
  switch (values.protocol) {
    case 'OPCUA':
      return (
        <>
          <AddressField
            label={text('mcSettings.opcuaAddress')}
            hint={text('mcSettings.opcuaAddressHint', { example: OPCUA_EXAMPLE })}
          />
          <RadioChoice
            name="mode"
            legend={text('mcSettings.mode')}
            options={MODES.map((mode) => ({ value: mode, label: text(`mcSettings.mode.${mode}`) }))}
          />
          <Credentials connection={connection} />
        </>
      );
    case 'MQTT':
      return (
        <>
          <AddressField
            label={text('mcSettings.mqttAddress')}
            hint={text('mcSettings.mqttAddressHint', { plain: 'mqtt://host:1883', secure: 'mqtts://host:8883' })}
          />
          <FormTextField name="topic" label={text('mcSettings.topic')} maxLength={200} />
          <Muted>{text('mcSettings.topicHint', { sparkplug: SPARKPLUG_TOPIC, events: '<topic>/events' })}</Muted>
          <Credentials connection={connection} />
        </>
      );
    case 'WEBHOOK':
      return <WebhookFields connection={connection} />;
  }
}
