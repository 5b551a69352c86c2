import { screen, within } from '@testing-library/react';
import type { components } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from '../api';
import { DAY } from '../test-fixtures';
import WebhooksPage from './webhooks-page';

const ERP: WebhookEndpoint = {
  id: 11,
  url: 'https://erp.forge.test/hooks',
  description: 'Our ERP',
  events: ['order.*'],
  enabled: true,
  createdAt: Date.now() - 30 * DAY,
  previousSecretUntil: null,
  pending: 2,
  failed: 1,
};
const DELIVERY: WebhookDelivery = {
  id: 501,
  endpointId: 11,
  messageId: 'msg_2hQx9',
  eventType: 'order.created',
  status: 'FAILED',
  attempts: 3,
  createdAt: Date.now() - DAY,
  nextAttemptAt: null,
  deliveredAt: null,
  statusCode: 502,
  durationMs: 812,
  responseExcerpt: 'Bad gateway',
  error: null,
  payload: { orderId: 90 },
};
const EVENTS: components['schemas']['WebhookEvents'] = { events: ['order.created', 'order.shipped', 'job.started'] };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () =>
  renderWithProviders(<WebhooksPage />, {
    route: '/service-provider/settings/webhook',
    path: '/service-provider/settings/webhook',
  });

describe('the webhooks page', () => {
  it('shows the endpoints with their queue and the delivery log', async () => {
    api = stubApi({
      'GET /api/v1/sp/webhooks/endpoints': [ERP],
      'GET /api/v1/sp/webhooks/deliveries': { totalCount: 1, totalCountCapped: false, rows: [DELIVERY] },
    });
    open();
    const endpoints = await screen.findByRole('table', { name: 'Endpoints' });
    const row = within(endpoints).getByRole('row', { name: /erp\.forge\.test/ });
    expect(row).toHaveTextContent('Our ERP');
    expect(row).toHaveTextContent('order.*');
    expect(row).toHaveTextContent('2 waiting, 1 failed');
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const delivery = await within(log).findByRole('row', { name: /msg_2hQx9/ });
    expect(delivery).toHaveTextContent('order.created');
    expect(delivery).toHaveTextContent('Failed');
    expect(delivery).toHaveTextContent('502');
  });

  it('asks for an address and an event, says why the server refused it, then adds the endpoint and shows its secret once', async () => {
    const sent: WebhookEndpointInput[] = [];
    api = stubApi({
      'GET /api/v1/sp/webhooks/endpoints': [],
      'GET /api/v1/sp/webhooks/deliveries': { totalCount: 0, totalCountCapped: false, rows: [] },
      'GET /api/v1/sp/webhooks/events': EVENTS,
      'POST /api/v1/sp/webhooks/endpoints': ({ body }: { body: WebhookEndpointInput }) => {
        sent.push(body);
        if (sent.length === 1) return new ApiRefusal(400, { code: 'VALIDATION', message: 'The address must use https' });
        return { id: 12, secret: 'whsec_c2VjcmV0LXZhbHVl', previousSecretUntil: null };
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add an endpoint' }));
    const form = screen.getByRole('region', { name: 'New endpoint' });
    expect(await within(form).findByRole('checkbox', { name: 'order.* (order.created, order.shipped)' })).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Add the endpoint' }));
    expect(within(form).getByText('Enter the address the events go to')).toBeVisible();
    expect(within(form).getByText('Choose at least one event')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Address (URL)'), 'https://mes.forge.test/in');
    await user.type(within(form).getByLabelText('Description'), 'Shop floor');
    await user.click(await within(form).findByRole('checkbox', { name: 'job.* (job.started)' }));
    await user.click(within(form).getByRole('button', { name: 'Add the endpoint' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The address must use https');
    await user.click(within(form).getByRole('button', { name: 'Add the endpoint' }));
    expect(await screen.findByText('The endpoint was added')).toBeVisible();
    const added = { url: 'https://mes.forge.test/in', description: 'Shop floor', events: ['job.*'], enabled: true };
    expect(sent).toEqual([added, added]);
    expect(screen.getByText('The signing secret of https://mes.forge.test/in')).toBeVisible();
    expect(screen.getByText('whsec_c2VjcmV0LXZhbHVl')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I have kept it' }));
    expect(screen.queryByText('whsec_c2VjcmV0LXZhbHVl')).toBeNull();
  });

  it('deletes an endpoint only after asking, and offers Try again when the list fails', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/sp/webhooks/endpoints': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : [ERP]),
      'GET /api/v1/sp/webhooks/deliveries': { totalCount: 0, totalCountCapped: false, rows: [] },
      'DELETE /api/v1/sp/webhooks/endpoints/11': null,
    });
    const { user } = open();
    expect(await screen.findByText('The webhooks could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await user.click(await screen.findByRole('button', { name: `Delete: ${ERP.url}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
    expect(dialog).toHaveTextContent(`${ERP.url} receives nothing more`);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls).not.toContain('DELETE /api/v1/sp/webhooks/endpoints/11');
    await user.click(screen.getByRole('button', { name: `Delete: ${ERP.url}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The endpoint was deleted')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/v1/sp/webhooks/endpoints/11');
  });

  it('says in the form when the events could not be loaded, and loads them again on Try again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/sp/webhooks/endpoints': [ERP],
      'GET /api/v1/sp/webhooks/deliveries': { totalCount: 0, totalCountCapped: false, rows: [] },
      'GET /api/v1/sp/webhooks/events': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : EVENTS),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `Edit: ${ERP.url}` }));
    const form = screen.getByRole('region', { name: `Edit ${ERP.url}` });
    expect(await within(form).findByText('The events could not be loaded')).toBeVisible();
    expect(within(form).getByText('Boom')).toBeVisible();
    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByRole('checkbox', { name: 'order.* (order.created, order.shipped)' })).toBeChecked();
  });
});
