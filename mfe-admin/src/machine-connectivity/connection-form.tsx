/**
 * The form that connects a machine or changes its connection: the machine (one not connected
 * yet), the protocol and its fields, the job id pattern and whether the platform follows the
 * machine. The server's refusals name the field (body.address): shown at that field too.
 */
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { errorMessage, referenceApi, useServerCall } from 'shared/api';
import { FormButtons, FormSelectField, FormTextField } from 'shared/forms';
import { FormFailure, Muted, useToast } from 'shared/ui';
import { EditorForm } from '../local-list';
import { adminApi } from '../api';
import type { MachineConnection, MachineProtocol } from './api';
import { CheckboxChoice, RadioChoice } from './choice-fields';
import { connectionSchema, inputOf, JOB_ID_EXAMPLE, PROTOCOLS, valuesOf, type ConnectionValues } from './connection-values';
import { ProtocolFields } from './protocol-fields';
import { useText } from '../texts';

/** A server field (body.address) as the form's (address). */
const formField = (field: string) => field.replace(/^body\./, '').replaceAll('/', '.');
const refusedField = (error: unknown) => (error as { data?: { details?: { field?: string }[] } }).data?.details?.[0]?.field;

export function ConnectionForm({
  connection,
  connections,
  onDone,
}: {
  connection?: MachineConnection;
  /** Every connection of the facility: a machine connected already is not offered again. */
  connections: MachineConnection[];
  onDone: () => void;
}) {
  const text = useText();
  const toast = useToast();
  const { failure, run } = useServerCall();
  const machines = referenceApi.useEquipmentsQuery({ allFacilities: false }).data ?? [];
  const [create] = adminApi.useCreateMachineConnectionMutation();
  const [update] = adminApi.useUpdateMachineConnectionMutation();
  const validationSchema = useMemo(() => connectionSchema(text, connection), [text, connection]);
  const initialValues = useMemo(() => valuesOf(connection), [connection]);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens in place of the button that opened it: the keyboard goes on from its heading.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const taken = new Set(connections.filter((other) => other.id !== connection?.id).map((other) => other.equipment.id));
  const offered = machines.filter((machine) => !taken.has(machine.id));
  const title = connection ? text('mcSettings.editTitle', { name: connection.equipment.name }) : text('mcSettings.connect');

  const submit = async (values: ConnectionValues, { setFieldError }: FormikHelpers<ConnectionValues>) => {
    await run(async () => {
      const body = inputOf(values, connection);
      const saved = await (connection ? update({ id: connection.id, ...body }) : create(body))
        .unwrap()
        .catch((error: unknown) => {
          const field = refusedField(error);
          if (field) setFieldError(formField(field), errorMessage(error));
          throw error;
        });
      const name = saved.equipment.name;
      toast.success(connection ? text('mcSettings.saved', { name }) : text('mcSettings.connected', { name }));
      onDone();
    });
  };

  return (
    <Formik<ConnectionValues> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      <EditorForm noValidate aria-label={title}>
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <FormFailure message={failure} />
        <FormSelectField<number>
          name="equipmentId"
          label={text('mcSettings.machine')}
          placeholder={text('mcSettings.chooseMachine')}
          nullable
          parse={Number}
          options={offered.map((machine) => ({ value: machine.id, label: machine.displayName }))}
        />
        {machines.length > 0 && offered.length === 0 && <Muted>{text('mcSettings.allConnected')}</Muted>}
        <ProtocolChoice />
        <ProtocolFields connection={connection} />
        <FormTextField name="jobIdPattern" label={text('mcSettings.jobIdPattern')} maxLength={200} spellCheck={false} />
        <Muted>{text('mcSettings.jobIdPatternHint', { example: JOB_ID_EXAMPLE })}</Muted>
        <CheckboxChoice name="enabled" label={text('mcSettings.enabled')} />
        <FormButtons submit={text('mcSettings.save')} cancel={{ text: text('mcSettings.cancel'), onClick: onDone }} />
      </EditorForm>
    </Formik>
  );
}

function ProtocolChoice() {
  const text = useText();
  const { values, setFieldValue } = useFormikContext<ConnectionValues>();
  // A password typed for a server or broker is no webhook's secret, nor the other way round.
  const chosen = (protocol: MachineProtocol) => {
    if ((protocol === 'WEBHOOK') === (values.protocol === 'WEBHOOK')) return;
    void setFieldValue('password', '');
    void setFieldValue('removePassword', false);
  };
  return (
    <RadioChoice
      name="protocol"
      legend={text('mcSettings.protocol')}
      options={PROTOCOLS.map((protocol) => ({ value: protocol, label: text(`mcSettings.protocol.${protocol}`) }))}
      hint={text(`mcSettings.protocolHint.${values.protocol}`)}
      onChosen={chosen}
    />
  );
}
