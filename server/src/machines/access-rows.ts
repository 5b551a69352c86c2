import { SP_MEMBER, SP_PERMISSION, collectionRows, seededId, type AccessRows } from '../test-support/access-matrix.js';

/**
 * Machine connectivity: the connections are kept by the facility's MC_SETTINGS_EDITOR; its
 * people read the live machines and their events; the webhook is anyone's to call, and only a
 * signed message for a webhook connection that exists gets past its 404.
 */
export const accessRows: AccessRows = async ({ t, austin }) => {
  const sls = await seededId(t, 'equipment', { facility_id: austin, display_name: 'SLS-02 · EOS P 396' });
  const dmls = await seededId(t, 'equipment', { facility_id: austin, display_name: 'DMLS-01 · EOS M 290' });
  // A connection of Austin's to change and remove: switched off, so no adapter follows it.
  const { id } = await t.db
    .insertInto('machine_connections')
    .values({
      facility_id: austin,
      equipment_id: sls,
      protocol: 'MQTT',
      address: 'mqtt://localhost:1883',
      topic: 'sls-02',
      enabled: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const body = (equipmentId: number) => () => ({
    equipmentId,
    protocol: 'WEBHOOK',
    address: '',
    mode: 'SUBSCRIBE',
    topic: '',
    username: '',
    password: 'matrix-webhook-secret-0123456789',
    jobIdPattern: '',
    enabled: false,
  });
  const prefix = '/api/v1/machine-connectivity';
  return [
    ...collectionRows(`${prefix}/connections`, {
      list: { expect: SP_PERMISSION },
      // Another facility cannot connect one of Austin's machines.
      create: { payload: body(dmls), expect: [401, 403, 403, 403, 201, 400] },
      change: { id, payload: body(sls) },
      remove: { id },
    }),
    { method: 'GET', route: `${prefix}/machines`, expect: SP_MEMBER },
    {
      method: 'GET',
      route: `${prefix}/machines/:id/events`,
      url: `${prefix}/machines/${sls}/events`,
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: `${prefix}/connections/:id/events`,
      url: `${prefix}/connections/999999/events`,
      payload: () => ({ type: 'MACHINE_STATE' }),
      expect: [404, 404, 404, 404, 404, 404],
    },
  ];
};
