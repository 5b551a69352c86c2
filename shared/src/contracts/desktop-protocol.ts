/**
 * What the platform's desktop pages and the print-preparation tool on the planner's computer say
 * to each other over the tool's local WebSocket: versioned JSON messages, each with a type, an id
 * and a payload, each answered by a REPLY naming its id. The page sends commands; the tool keeps
 * the tray. Both sides check every message against these schemas, so that neither trusts what
 * arrives on a port any local program or web page may reach. Its own entry of the package, so
 * that only the desktop pages and the bridge carry the schema library.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';
import { DESKTOP_TOOL_PORT } from './desktop-tool-port.js';

export { DESKTOP_TOOL_PORT };
export const DESKTOP_PROTOCOL_VERSION = 1;
/** A frame longer than this is refused unread: the largest message, a full tray, is a few kilobytes. */
export const DESKTOP_MAX_FRAME_BYTES = 256 * 1024;

const EpochMs = () => Type.Integer({ minimum: 0, description: 'Milliseconds since 1970-01-01 UTC' });
const Name = (maxLength = 255) => Type.String({ minLength: 1, maxLength });
const Url = () => Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://' });

/** A part sent to the tray: where to download it (a short-lived signed link) and how many to place. */
const TrayModel = Type.Object(
  {
    rfqFileId: Type.Integer({ minimum: 1 }),
    orderId: Type.Integer({ minimum: 1 }),
    fileName: Name(),
    quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
    url: Url(),
    expiresAt: EpochMs(),
  },
  { additionalProperties: false },
);

/** Each command's payload, as the page sends it. */
export const DESKTOP_COMMANDS = {
  /** The first message of a connection: a token the page got from the server, which the tool checks with the server. */
  PAIR: Type.Object(
    { token: Type.String({ minLength: 16, maxLength: 256 }), platformUrl: Url() },
    { additionalProperties: false },
  ),
  /** The embedded login succeeded: the key the tool calls the platform with, and where media is served from. */
  LOGIN: Type.Object(
    {
      userKey: Type.String({ minLength: 1, maxLength: 512 }),
      mediaURL: Type.String({ maxLength: 2048 }),
      itarMediaURL: Type.String({ maxLength: 2048 }),
    },
    { additionalProperties: false },
  ),
  /** Parts to place in the tray, added to what it holds. */
  INSERT_MODELS: Type.Object({ models: Type.Array(TrayModel, { minItems: 1, maxItems: 200 }) }, { additionalProperties: false }),
  CLEAR_TRAY: Type.Object({}, { additionalProperties: false }),
  /** When the build is to start: the tool's estimate of when it ends counts from it. */
  FROM_DATE: Type.Object({ fromDate: EpochMs() }, { additionalProperties: false }),
  /** Asks for the prepared tray's estimate on a machine; the reply carries a TrayEstimate. */
  REQUEST_DATA: Type.Object({ equipmentId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  /** The job about to be saved from the tray: the tool keeps its build under the job's name. */
  SAVE_JOB: Type.Object(
    { jobName: Name(), equipmentId: Type.Integer({ minimum: 1 }), fromDate: EpochMs(), toDate: EpochMs() },
    { additionalProperties: false },
  ),
  /** A queued job's parts, to prepare again in the tray (Send to Tray on the scheduled jobs). */
  INSERT_JOB: Type.Object(
    { jobId: Type.Integer({ minimum: 1 }), jobName: Name(), models: Type.Array(TrayModel, { minItems: 1, maxItems: 200 }) },
    { additionalProperties: false },
  ),
  /** The server has saved the job made from the tray. */
  JOB_SUBMITTED_SUCCESS: Type.Object({ jobId: Type.Integer({ minimum: 1 }), jobName: Name() }, { additionalProperties: false }),
} as const;

export type DesktopCommandType = keyof typeof DESKTOP_COMMANDS;
export const DESKTOP_COMMAND_TYPES = Object.keys(DESKTOP_COMMANDS) as DesktopCommandType[];
export type DesktopCommandPayload<T extends DesktopCommandType> = Static<(typeof DESKTOP_COMMANDS)[T]>;
export type TrayModel = Static<typeof TrayModel>;

/** The tool's answer to REQUEST_DATA: the tray as prepared, how long it prints and the material it takes. */
export const TrayEstimate = Type.Object(
  {
    durationHours: Type.Number({ minimum: 0 }),
    materialCm3: Type.Number({ minimum: 0 }),
    materialGrams: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'null: the material has no density' }),
    /** The tray's parts, each with the order it is made for: what a job made from the tray holds. */
    files: Type.Array(
      Type.Object(
        {
          rfqFileId: Type.Integer({ minimum: 1 }),
          orderId: Type.Integer({ minimum: 1 }),
          fileName: Name(),
          quantity: Type.Integer({ minimum: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type TrayEstimate = Static<typeof TrayEstimate>;

/** Why a message was refused, as a REPLY names it. */
export const DESKTOP_ERROR_CODES = [
  'MALFORMED',
  'UNSUPPORTED_VERSION',
  'UNKNOWN_TYPE',
  'INVALID_PAYLOAD',
  'NOT_PAIRED',
  'PAIRING_REFUSED',
  'TOO_MANY_MESSAGES',
  'FAILED',
] as const;
export type DesktopErrorCode = (typeof DESKTOP_ERROR_CODES)[number];

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

const Envelope = Type.Object({
  v: Type.Literal(DESKTOP_PROTOCOL_VERSION),
  id: Id,
  type: Type.String({ maxLength: 64 }),
  payload: Type.Unknown(),
});

export const DesktopReply = Type.Object(
  {
    v: Type.Literal(DESKTOP_PROTOCOL_VERSION),
    id: Id,
    type: Type.Literal('REPLY'),
    replyTo: Type.Union([Id, Type.Null()], { description: 'null: the message had no id to name' }),
    ok: Type.Boolean(),
    payload: Type.Unknown(),
    error: Type.Union([Type.Object({ code: Type.Enum(DESKTOP_ERROR_CODES), message: Type.String() }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type DesktopReply = Static<typeof DesktopReply>;

export type DesktopCommand = {
  [T in DesktopCommandType]: { v: typeof DESKTOP_PROTOCOL_VERSION; id: string; type: T; payload: DesktopCommandPayload<T> };
}[DesktopCommandType];

type Read<T> = { ok: true; message: T } | { ok: false; replyTo: string | null; code: DesktopErrorCode; message: string };

/** The first fault of `value` against `schema`, in words that name the field. */
function faultOf(schema: TSchema, value: unknown): string | null {
  const [issue] = [...Value.Errors(schema, value)] as { instancePath: string; message?: string }[];
  if (!issue) return null;
  const field = issue.instancePath.split('/').filter(Boolean).join('.') || 'payload';
  return `${field} ${issue.message ?? 'is invalid'}`;
}

function parsed(frame: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(frame) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A command as the tool reads it: its version, id, type and payload checked, or why not. */
export function readDesktopCommand(frame: string): Read<DesktopCommand> {
  const json = parsed(frame);
  if (!json.ok) return { ok: false, replyTo: null, code: 'MALFORMED', message: 'The message is not JSON' };
  const value = json.value as { v?: unknown; id?: unknown };
  const replyTo = Value.Check(Id, value?.id) ? (value.id as string) : null;
  if (value !== null && typeof value === 'object' && 'v' in value && value.v !== DESKTOP_PROTOCOL_VERSION) {
    return {
      ok: false,
      replyTo,
      code: 'UNSUPPORTED_VERSION',
      message: `Version ${String(value.v)} is not spoken here: only ${DESKTOP_PROTOCOL_VERSION}`,
    };
  }
  const envelopeFault = faultOf(Envelope, value);
  if (envelopeFault) return { ok: false, replyTo, code: 'MALFORMED', message: envelopeFault };
  const { type, payload } = value as Static<typeof Envelope>;
  if (!(type in DESKTOP_COMMANDS)) return { ok: false, replyTo, code: 'UNKNOWN_TYPE', message: `Unknown message type ${type}` };
  const payloadFault = faultOf(DESKTOP_COMMANDS[type as DesktopCommandType], payload);
  if (payloadFault) return { ok: false, replyTo, code: 'INVALID_PAYLOAD', message: `payload.${payloadFault}` };
  return { ok: true, message: value as DesktopCommand };
}

/** A reply as the page reads it, checked, or why not. */
export function readDesktopReply(frame: string): Read<DesktopReply> {
  const json = parsed(frame);
  if (!json.ok) return { ok: false, replyTo: null, code: 'MALFORMED', message: 'The reply is not JSON' };
  const fault = faultOf(DesktopReply, json.value);
  return fault
    ? { ok: false, replyTo: null, code: 'MALFORMED', message: fault }
    : { ok: true, message: json.value as DesktopReply };
}

/** The tool's answer to REQUEST_DATA as the page reads it, checked, or why not. */
export function readTrayEstimate(payload: unknown): { ok: true; estimate: TrayEstimate } | { ok: false; message: string } {
  const fault = faultOf(TrayEstimate, payload);
  return fault
    ? { ok: false, message: `The desktop tool's estimate: ${fault}` }
    : { ok: true, estimate: payload as TrayEstimate };
}

/** The protocol as one JSON Schema document, for the tool's makers (docs/desktop-protocol.schema.json). */
export function desktopProtocolJsonSchema(): Record<string, unknown> {
  const command = (type: DesktopCommandType) =>
    Type.Object(
      { v: Type.Literal(DESKTOP_PROTOCOL_VERSION), id: Id, type: Type.Literal(type), payload: DESKTOP_COMMANDS[type] },
      { additionalProperties: false },
    );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `Desktop tool protocol, version ${DESKTOP_PROTOCOL_VERSION} (ws://127.0.0.1:${DESKTOP_TOOL_PORT})`,
    oneOf: [...DESKTOP_COMMAND_TYPES.map((type) => ({ $ref: `#/$defs/${type}` })), { $ref: '#/$defs/REPLY' }],
    $defs: {
      ...Object.fromEntries(DESKTOP_COMMAND_TYPES.map((type) => [type, command(type)])),
      REPLY: DesktopReply,
      TrayEstimate,
    },
  };
}
