import { screen, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { EmailConfig, EmailTemplate } from '../api';
import EmailConfigPage from './email-config-page';

const template = (key: EmailTemplate['key'], about: string, optional: boolean): EmailTemplate => ({
  key,
  about: { en_US: about, de_DE: about },
  optional,
  enabled: true,
  placeholders: [],
  languages: [],
});
const TEMPLATES = [
  template('account.resetPassword', 'Password reset', false),
  template('order.shipped', 'Order shipped', true),
  template('messages.unread', 'Unread messages', true),
];
const SAVED: EmailConfig = { senderName: 'Forge Works', replyTo: 'orders@forge.test', disabled: ['messages.unread'] };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () =>
  renderWithProviders(<EmailConfigPage />, {
    route: '/service-provider/settings/email-config',
    path: '/service-provider/settings/email-config',
  });

describe('the email configuration page', () => {
  it('shows the saved configuration; Discard changes puts it back', async () => {
    api = stubApi({ 'GET /api/v1/sp/email-config': SAVED, 'GET /api/v1/sp/email-templates': TEMPLATES });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Email Configuration' });
    expect(within(form).getByLabelText('Sender name')).toHaveValue('Forge Works');
    expect(within(form).getByLabelText('Reply-to address')).toHaveValue('orders@forge.test');
    expect(within(form).getByRole('checkbox', { name: 'Order shipped' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Unread messages' })).not.toBeChecked();
    expect(within(form).queryByRole('checkbox', { name: 'Password reset' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit the wording of each email' })).toHaveAttribute(
      'href',
      '/service-provider/service-provider/email-templates',
    );
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Discard changes' })).toBeDisabled();

    await user.type(within(form).getByLabelText('Sender name'), ' GmbH');
    await user.click(within(form).getByRole('checkbox', { name: 'Order shipped' }));
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByLabelText('Sender name')).toHaveValue('Forge Works');
    expect(within(form).getByRole('checkbox', { name: 'Order shipped' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses a reply-to that is not an address, then saves the trimmed values', async () => {
    const sent: EmailConfig[] = [];
    let saved = SAVED;
    api = stubApi({
      'GET /api/v1/sp/email-config': () => saved,
      'GET /api/v1/sp/email-templates': TEMPLATES,
      'PUT /api/v1/sp/email-config': ({ body }: { body: EmailConfig }) => {
        sent.push(body);
        saved = body;
        return body;
      },
    });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Email Configuration' });
    const replyTo = within(form).getByLabelText('Reply-to address');
    await user.clear(replyTo);
    await user.type(replyTo, 'orders at forge');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(replyTo);
    await user.type(replyTo, ' sales@forge.test ');
    await user.click(within(form).getByRole('checkbox', { name: 'Unread messages' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Order shipped' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration has been updated successfully')).toBeVisible();
    expect(sent).toEqual([{ senderName: 'Forge Works', replyTo: 'sales@forge.test', disabled: ['order.shipped'] }]);
  });

  it('says when the settings could not be loaded and loads them again on Try again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/sp/email-config': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : SAVED),
      'GET /api/v1/sp/email-templates': TEMPLATES,
    });
    const { user } = open();
    expect(await screen.findByText('Could not load the email settings')).toBeVisible();
    expect(screen.getByText('Boom')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Sender name')).toHaveValue('Forge Works');
  });
});
