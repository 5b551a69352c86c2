/**
 * How each of a facility's machines reports to the platform, kept by its machine connectivity
 * editors: OPC UA (an endpoint, followed by subscription or polling), MQTT (a broker and the
 * machine's topic), or a webhook the machine calls, signed with a shared secret. The password
 * or secret is sealed with the app secret and never answered: the settings say only whether one
 * is kept. An adapter reaches only the shop floor's networks the server is configured for.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { seal, unseal } from '../auth/index.js';
import { checkOwnMachines } from '../catalog/index.js';
import type { Db, Trx } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';
import { allowedRanges } from '../webhooks/index.js';

export const MACHINE_PROTOCOLS = ['OPCUA', 'MQTT', 'WEBHOOK'] as const;
type MachineProtocol = (typeof MACHINE_PROTOCOLS)[number];

export interface ConnectionInput {
  equipmentId: number;
  protocol: MachineProtocol;
  address: string;
  mode: 'SUBSCRIBE' | 'POLL';
  topic: string;
  username: string;
  /** Absent: keep the one kept; empty: none. A webhook's signing secret. */
  password?: string;
  jobIdPattern: string;
  enabled: boolean;
}

export interface ConnectionContext {
  db: Db;
  appSecret: string;
  machineNetworks: string;
  /** Told after every change, so that this server's adapters follow it at once. */
  changed: () => void;
}

interface ConnectionScope {
  facilityId: number;
  userId: number;
}

const PURPOSE = 'machine-connections';
/** A webhook's secret is guessed by nobody: as long as a 128-bit key written out. */
const WEBHOOK_SECRET_MIN = 24;
const SCHEMES: Record<Exclude<MachineProtocol, 'WEBHOOK'>, string[]> = { OPCUA: ['opc.tcp:'], MQTT: ['mqtt:', 'mqtts:'] };

/** The facility's connections by machine name; `ids` limits them. */
export async function listConnections(db: Db | Trx, facilityId: number, ids?: number[]) {
  if (ids?.length === 0) return [];
  const rows = await db
    .selectFrom('machine_connections as c')
    .innerJoin('equipment as e', 'e.id', 'c.equipment_id')
    .select([
      'c.id',
      'c.equipment_id',
      'e.display_name',
      'c.protocol',
      'c.address',
      'c.mode',
      'c.topic',
      'c.username',
      'c.secret',
      'c.job_id_pattern',
      'c.enabled',
      'c.updated_at',
    ])
    .where('c.facility_id', '=', facilityId)
    .$if(ids !== undefined, (query) => query.where('c.id', 'in', ids!))
    .orderBy('e.display_name')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    equipment: { id: row.equipment_id, name: row.display_name },
    protocol: row.protocol,
    address: row.address,
    mode: row.mode,
    topic: row.topic,
    username: row.username,
    hasPassword: row.secret !== null,
    jobIdPattern: row.job_id_pattern,
    enabled: row.enabled,
    updatedAt: row.updated_at.getTime(),
  }));
}

async function connectionOf(db: Db | Trx, facilityId: number, id: number) {
  const [found] = await listConnections(db, facilityId, [id]);
  if (!found) throw notFound(`Machine connection ${id} not found`);
  return found;
}

/** The password or secret kept for a connection, for its adapter only. */
export function passwordOf(appSecret: string, sealed: string | null): string | undefined {
  return sealed === null ? undefined : unseal(appSecret, PURPOSE, sealed);
}

/** Refuses an address outside the machine networks: checked on the addresses its host resolves to now. */
export async function checkMachineAddress(address: string, machineNetworks: string, schemes: string[], field = 'body.address') {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw badRequest(`'${address}' is not an address (${schemes.map((s) => `${s}//host:port`).join(' or ')})`, field);
  }
  if (!schemes.includes(url.protocol)) throw badRequest(`The address must start with ${schemes.join(' or ')}//`, field);
  if (url.username || url.password)
    throw badRequest('Put the user name and password in their own fields, not in the address', field);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw badRequest(`${host} does not resolve`, field);
  }
  const networks = allowedRanges(machineNetworks);
  for (const { address: found } of addresses) {
    const ip = ipaddr.process(found);
    if (!networks.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits))) {
      throw badRequest(`${host} (${found}) is outside the machine networks this server may reach (MACHINE_NETWORKS)`, field);
    }
  }
}

async function checkInput(context: ConnectionContext, trx: Trx, facilityId: number, input: ConnectionInput, exceptId?: number) {
  await checkOwnMachines(trx, facilityId, [input.equipmentId], 'body.equipmentId');
  const taken = await trx
    .selectFrom('machine_connections')
    .select('id')
    .where('equipment_id', '=', input.equipmentId)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (taken) throw conflict('This machine is connected already; change its connection instead', { field: 'body.equipmentId' });
  if (input.protocol !== 'WEBHOOK') {
    await checkMachineAddress(input.address.trim(), context.machineNetworks, SCHEMES[input.protocol]);
  }
  if (input.protocol === 'MQTT' && !/^[^#+]+$/.test(input.topic.trim())) {
    throw badRequest('Give the machine’s topic, without wildcards (e.g. factory/printers/p-01)', 'body.topic');
  }
  if (input.jobIdPattern) {
    let groups: number;
    try {
      groups = new RegExp(`${input.jobIdPattern}|`).exec('')!.length - 1;
    } catch {
      throw badRequest('The job id pattern is not a regular expression', 'body.jobIdPattern');
    }
    if (groups < 1)
      throw badRequest(
        'The job id pattern needs a group, in brackets, around the job’s id: e.g. JOB-(\\d+)',
        'body.jobIdPattern',
      );
  }
}

/** The sealed secret to keep: the new one, none, or the one kept when none is given. */
function secretToKeep(context: ConnectionContext, input: ConnectionInput, kept: string | null): string | null {
  if (input.password === undefined) {
    if (input.protocol === 'WEBHOOK' && kept === null) throw badRequest('A webhook needs its signing secret', 'body.password');
    return kept;
  }
  if (input.password === '') {
    if (input.protocol === 'WEBHOOK') throw badRequest('A webhook needs its signing secret', 'body.password');
    return null;
  }
  if (input.protocol === 'WEBHOOK' && input.password.length < WEBHOOK_SECRET_MIN) {
    throw badRequest(`A signing secret has at least ${WEBHOOK_SECRET_MIN} characters`, 'body.password');
  }
  return seal(context.appSecret, PURPOSE, input.password);
}

/** A connection's columns but its secret: what the settings audit keeps of it, too. */
const columnsOf = (input: ConnectionInput) => ({
  equipment_id: input.equipmentId,
  protocol: input.protocol,
  address: input.protocol === 'WEBHOOK' ? '' : input.address.trim(),
  mode: input.mode,
  topic: input.protocol === 'MQTT' ? input.topic.trim() : '',
  username: input.protocol === 'WEBHOOK' ? '' : input.username.trim(),
  job_id_pattern: input.jobIdPattern,
  enabled: input.enabled,
});

export async function createConnection(context: ConnectionContext, scope: ConnectionScope, input: ConnectionInput) {
  const id = await context.db.transaction().execute(async (trx) => {
    await checkInput(context, trx, scope.facilityId, input);
    const columns = columnsOf(input);
    const row = await trx
      .insertInto('machine_connections')
      .values({
        ...columns,
        facility_id: scope.facilityId,
        secret: secretToKeep(context, input, null),
        updated_by: scope.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordSettingChange(trx, { ...scope, setting: 'MACHINE_CONNECTION', before: null, after: columns });
    return row.id;
  });
  context.changed();
  return connectionOf(context.db, scope.facilityId, id);
}

export async function updateConnection(context: ConnectionContext, scope: ConnectionScope, id: number, input: ConnectionInput) {
  await context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('machine_connections')
      .selectAll()
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`Machine connection ${id} not found`);
    await checkInput(context, trx, scope.facilityId, input, id);
    const columns = columnsOf(input);
    await trx
      .updateTable('machine_connections')
      .set({ ...columns, secret: secretToKeep(context, input, before.secret), updated_by: scope.userId, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const { secret: _secret, id: _id, facility_id: _facility, updated_by: _by, updated_at: _at, ...was } = before;
    await recordSettingChange(trx, { ...scope, setting: 'MACHINE_CONNECTION', before: was, after: columns });
  });
  context.changed();
  return connectionOf(context.db, scope.facilityId, id);
}

/** Disconnects the machine; what it reported stays. */
export async function deleteConnection(context: ConnectionContext, scope: ConnectionScope, id: number): Promise<void> {
  const before = await connectionOf(context.db, scope.facilityId, id);
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('machine_connections').where('id', '=', id).execute();
    await trx.updateTable('machine_status').set({ connected: false }).where('equipment_id', '=', before.equipment.id).execute();
    await recordSettingChange(trx, {
      ...scope,
      setting: 'MACHINE_CONNECTION',
      before: { equipment_id: before.equipment.id, protocol: before.protocol, address: before.address },
      after: null,
    });
  });
  context.changed();
}
