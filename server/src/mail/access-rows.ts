import { SP_PERMISSION, type AccessRows } from '../test-support/access-matrix.js';

const wording = () => ({ subject: 'Quote received: {{title}}', body: '{{facility}} quoted on order {{id}}.' });

export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/admin/outbox', expect: [401, 403, 403, 403, 200, 403] },
  { method: 'GET', route: '/api/v1/sp/email-config', expect: SP_PERMISSION },
  {
    method: 'PUT',
    route: '/api/v1/sp/email-config',
    payload: () => ({ senderName: 'Austin Plant', replyTo: 'orders@austin.example.com', disabled: [] }),
    expect: SP_PERMISSION,
  },
  { method: 'GET', route: '/api/v1/sp/email-templates', expect: SP_PERMISSION },
  {
    method: 'PUT',
    route: '/api/v1/sp/email-templates/:template/:language',
    url: '/api/v1/sp/email-templates/order.quoteReceived/de_DE',
    payload: wording,
    expect: [401, 403, 403, 403, 204, 204],
  },
  {
    method: 'DELETE',
    route: '/api/v1/sp/email-templates/:template/:language',
    url: '/api/v1/sp/email-templates/order.quoteReceived/de_DE',
    expect: [401, 403, 403, 403, 204, 204],
  },
  {
    method: 'POST',
    route: '/api/v1/sp/email-templates/:template/:language/test',
    url: '/api/v1/sp/email-templates/order.quoteReceived/en_US/test',
    payload: wording,
    expect: [401, 403, 403, 403, 202, 202],
  },
];
