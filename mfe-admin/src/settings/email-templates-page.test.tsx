import { screen, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { EmailTemplate, EmailWording } from '../api';
import { DAY } from '../test-fixtures';
import EmailTemplatesPage from './email-templates-page';

const PLATFORM_SHIPPED = { subject: 'Order {{orderNumber}} has shipped', body: 'Hello {{firstName}},\nit is on its way.' };
const SHIPPED: EmailTemplate = {
  key: 'order.shipped',
  about: { en_US: 'Order shipped', de_DE: 'Bestellung versandt' },
  optional: true,
  enabled: true,
  placeholders: [
    { name: 'orderNumber', demo: 'ORD-1042' },
    { name: 'firstName', demo: 'Grace' },
  ],
  languages: [
    { language: 'en_US', ...PLATFORM_SHIPPED, default: PLATFORM_SHIPPED, custom: false, updatedAt: null, updatedBy: null },
    {
      language: 'de_DE',
      subject: 'Bestellung {{orderNumber}} ist versandt',
      body: 'Hallo {{firstName}}',
      default: { subject: 'Bestellung {{orderNumber}} ist versandt', body: 'Hallo {{firstName}}' },
      custom: false,
      updatedAt: null,
      updatedBy: null,
    },
  ],
};
const PLATFORM_CONFIRMED = { subject: 'Order {{orderNumber}} is confirmed', body: 'We make it now.' };
const CONFIRMED: EmailTemplate = {
  key: 'order.confirmed',
  about: { en_US: 'Order confirmed', de_DE: 'Bestellung bestätigt' },
  optional: true,
  enabled: false,
  placeholders: [{ name: 'orderNumber', demo: 'ORD-1042' }],
  languages: [
    {
      language: 'en_US',
      subject: 'Forge Works confirms {{orderNumber}}',
      body: 'Thank you for your order.',
      default: PLATFORM_CONFIRMED,
      custom: true,
      updatedAt: Date.now() - 2 * DAY,
      updatedBy: 'Ada Admin',
    },
    { language: 'de_DE', ...PLATFORM_CONFIRMED, default: PLATFORM_CONFIRMED, custom: false, updatedAt: null, updatedBy: null },
  ],
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () =>
  renderWithProviders(<EmailTemplatesPage />, {
    route: '/service-provider/service-provider/email-templates',
    path: '/service-provider/service-provider/email-templates',
  });

describe('the email templates page', () => {
  it('shows an email’s wording, its placeholders and a preview filled with their demo values', async () => {
    api = stubApi({ 'GET /api/v1/sp/email-templates': [SHIPPED, CONFIRMED] });
    const { user } = open();
    const email = await screen.findByRole('combobox', { name: 'Email' });
    expect(within(email).getByRole('option', { name: 'Order confirmed (own wording)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order shipped' })).toBeVisible();
    expect(screen.getByText('The platform’s wording.')).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveValue(PLATFORM_SHIPPED.subject);
    expect(screen.getByText('{{firstName}}').closest('div')).toHaveTextContent('Grace');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Order ORD-1042 has shipped');
    expect(preview).toHaveTextContent('Hello Grace,');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reset to the default' })).toBeNull();

    await user.selectOptions(email, 'order.confirmed');
    expect(screen.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
    expect(screen.getByText(/The facility’s own wording, saved by Ada Admin/)).toHaveTextContent(
      'This notification is switched off in the email configuration.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the email' }), 'de_DE');
    expect(screen.getByLabelText('Subject')).toHaveValue(PLATFORM_CONFIRMED.subject);
  });

  it('refuses a placeholder the email does not have, then saves the new wording', async () => {
    const sent: EmailWording[] = [];
    api = stubApi({
      'GET /api/v1/sp/email-templates': [SHIPPED],
      'PUT /api/v1/sp/email-templates/order.shipped/en_US': ({ body }: { body: EmailWording }) => {
        sent.push(body);
        return null;
      },
    });
    const { user } = open();
    const subject = await screen.findByLabelText('Subject');
    await user.clear(subject);
    expect(screen.getByText('Please enter a text')).toBeVisible();
    await user.type(subject, 'Shipped: {{{{trackingCode}}');
    expect(screen.getByText('{{trackingCode}} is not a placeholder of this email')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(subject);
    await user.type(subject, 'Shipped: {{{{orderNumber}}');
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Shipped: ORD-1042');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The template has been saved')).toBeVisible();
    expect(sent).toEqual([{ subject: 'Shipped: {{orderNumber}}', body: PLATFORM_SHIPPED.body }]);
  });

  it('resets an own wording only after asking, and offers Try again when the emails fail', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/sp/email-templates': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : [CONFIRMED]),
      'DELETE /api/v1/sp/email-templates/order.confirmed/en_US': null,
    });
    const { user } = open();
    expect(await screen.findByText('Could not load the email settings')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await user.click(await screen.findByRole('button', { name: 'Reset to the default' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset this template?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls).not.toContain('DELETE /api/v1/sp/email-templates/order.confirmed/en_US');
    await user.click(screen.getByRole('button', { name: 'Reset to the default' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('The platform’s wording is back')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/v1/sp/email-templates/order.confirmed/en_US');
    expect(screen.getByLabelText('Subject')).toHaveValue(PLATFORM_CONFIRMED.subject);
  });
});
