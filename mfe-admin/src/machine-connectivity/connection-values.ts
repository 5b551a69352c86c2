/**
 * A machine connection as its form holds it, the body the server takes from it, and the checks
 * the server makes too (server/src/machines/connections.ts), so that most refusals show before
 * anything is sent.
 */
import * as yup from 'yup';
import type { ConnectionInput, ConnectionMode, MachineConnection, MachineProtocol } from './api';
import type { Text } from '../texts';

export const PROTOCOLS: MachineProtocol[] = ['OPCUA', 'MQTT', 'WEBHOOK'];
export const MODES: ConnectionMode[] = ['SUBSCRIBE', 'POLL'];
/** The schemes an address of each protocol starts with; a webhook has none (the machine calls). */
const SCHEMES: Record<MachineProtocol, string[]> = { OPCUA: ['opc.tcp:'], MQTT: ['mqtt:', 'mqtts:'], WEBHOOK: [] };
/** A webhook's secret is guessed by nobody: as long as a 128-bit key written out. */
const SECRET_MIN = 24;
export const JOB_ID_EXAMPLE = 'JOB-(\\d+)';

export interface ConnectionValues {
  equipmentId: number | null;
  protocol: MachineProtocol;
  address: string;
  mode: ConnectionMode;
  topic: string;
  username: string;
  /** Never the kept one: empty keeps it (or, with removePassword, clears it). A webhook's signing secret. */
  password: string;
  removePassword: boolean;
  jobIdPattern: string;
  enabled: boolean;
}

export const valuesOf = (connection?: MachineConnection): ConnectionValues => ({
  equipmentId: connection?.equipment.id ?? null,
  protocol: connection?.protocol ?? 'OPCUA',
  address: connection?.address ?? '',
  mode: connection?.mode ?? 'SUBSCRIBE',
  topic: connection?.topic ?? '',
  username: connection?.username ?? '',
  password: '',
  removePassword: false,
  jobIdPattern: connection?.jobIdPattern ?? '',
  enabled: connection?.enabled ?? true,
});

/**
 * Whether a kept password still serves with the protocol chosen: a webhook's secret is no
 * broker's or server's password, nor the other way round.
 */
export const keepsPassword = (connection: MachineConnection | undefined, protocol: MachineProtocol) =>
  Boolean(connection?.hasPassword) && (connection!.protocol === 'WEBHOOK') === (protocol === 'WEBHOOK');

/** The body to send: only the chosen protocol's fields, and the password only when it changes. */
export function inputOf(values: ConnectionValues, connection?: MachineConnection): ConnectionInput {
  const { protocol } = values;
  const input: ConnectionInput = {
    equipmentId: values.equipmentId!,
    protocol,
    address: protocol === 'WEBHOOK' ? '' : values.address.trim(),
    mode: values.mode,
    topic: protocol === 'MQTT' ? values.topic.trim() : '',
    username: protocol === 'WEBHOOK' ? '' : values.username.trim(),
    jobIdPattern: values.jobIdPattern,
    enabled: values.enabled,
  };
  const kept = keepsPassword(connection, protocol);
  if (protocol !== 'WEBHOOK' && kept && values.removePassword) return { ...input, password: '' };
  if (values.password) return { ...input, password: values.password };
  // Left out, the server keeps what it has: a password of the other kind is dropped instead.
  return connection?.hasPassword && !kept ? { ...input, password: '' } : input;
}

/** 32 random bytes as base64url (43 characters), a signing secret for a webhook. */
export function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What is wrong with an address for a protocol, as the server says it: a text id, or none. */
function addressProblem(address: string, protocol: MachineProtocol) {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return 'mcSettings.addressScheme' as const;
  }
  if (!SCHEMES[protocol].includes(url.protocol)) return 'mcSettings.addressScheme' as const;
  if (url.username || url.password) return 'mcSettings.addressCredentials' as const;
  return undefined;
}

/** How many groups a regular expression has, or undefined when it is none. */
function groupsOf(pattern: string): number | undefined {
  try {
    return new RegExp(`${pattern}|`).exec('')!.length - 1;
  } catch {
    return undefined;
  }
}

export const connectionSchema = (text: Text, connection?: MachineConnection) => {
  const tooLong = (max: number) => text('mcSettings.tooLong', { max });
  const schemes = (protocol: MachineProtocol) =>
    SCHEMES[protocol].map((scheme) => `${scheme}//`).join(` ${text('mcSettings.or')} `);
  return yup.object({
    equipmentId: yup.number().nullable().required(text('mcSettings.machineRequired')),
    protocol: yup.string().oneOf(PROTOCOLS).required(),
    address: yup
      .string()
      .max(500, tooLong(500))
      .when('protocol', {
        is: (protocol: MachineProtocol) => protocol !== 'WEBHOOK',
        then: (field) =>
          field
            .trim()
            .required(text('mcSettings.addressRequired'))
            .test('address', '', function (address) {
              const protocol = (this.parent as ConnectionValues).protocol;
              const problem = address ? addressProblem(address, protocol) : undefined;
              return !problem || this.createError({ message: text(problem, { schemes: schemes(protocol) }) });
            }),
      }),
    topic: yup
      .string()
      .max(200, tooLong(200))
      .when('protocol', {
        is: 'MQTT',
        then: (field) =>
          field
            .trim()
            .required(text('mcSettings.topicRequired'))
            .matches(/^[^#+]+$/, text('mcSettings.topicWildcard')),
      }),
    username: yup.string().max(200, tooLong(200)),
    password: yup
      .string()
      .max(500, tooLong(500))
      .when('protocol', {
        is: 'WEBHOOK',
        then: (field) =>
          field.test('secret', '', function (secret) {
            if (!secret)
              return keepsPassword(connection, 'WEBHOOK') || this.createError({ message: text('mcSettings.secretRequired') });
            return secret.length >= SECRET_MIN || this.createError({ message: text('mcSettings.secretTooShort') });
          }),
      }),
    jobIdPattern: yup
      .string()
      .max(200, tooLong(200))
      .test('pattern', '', function (pattern) {
        if (!pattern) return true;
        const groups = groupsOf(pattern);
        if (groups === undefined) return this.createError({ message: text('mcSettings.patternInvalid') });
        return groups > 0 || this.createError({ message: text('mcSettings.patternNoGroup', { example: JOB_ID_EXAMPLE }) });
      }),
  });
};
