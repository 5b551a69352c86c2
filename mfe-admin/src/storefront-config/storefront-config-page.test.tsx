import { screen, within } from '@testing-library/react';
import { RemoteRoutesContext } from 'shared/auth';
import type { MenuItemConfig, StorefrontConfig, StorefrontUiConfig } from 'shared/contracts';
import type { RemoteRoute } from 'shared/remote';
import { ApiRefusal, renderWithProviders, stubApi, type ApiAnswers } from 'shared/testing';
import { configRecord } from '../test-fixtures';
import StorefrontConfigPage from './storefront-config-page';

/** The store front's pages as the shell lists them: their entries of the top navigation. */
const ROUTES: RemoteRoute[] = [
  {
    path: '/projects',
    title: { en_US: 'Projects', de_DE: 'Projekte' },
    layout: 'storeFront',
    menu: [{ section: 'engineer', group: 'storeFront', key: 'projects', order: 30 }],
  },
  {
    path: '/store-front',
    title: { en_US: 'New Order', de_DE: 'Neue Bestellung' },
    layout: 'storeFront',
    menu: [{ section: 'engineer', group: 'storeFront', key: 'newOrder', order: 10 }],
  },
  { path: '/service-provider/keys', title: { en_US: 'API Keys', de_DE: 'API-Schlüssel' }, layout: 'serviceProvider' },
];
const MENU: { engineer: Record<string, MenuItemConfig> } = {
  engineer: { newOrder: { enabled: true, label: 'Order parts', badgeEnabled: false }, projects: { enabled: false } },
};
const STOREFRONT: StorefrontConfig = {
  showCurrency: true,
  enableCurrency: false,
  defaultCurrency: 'USD',
  currencies: { USD: { key: 'USD', symbol: '$', rate: 1 } },
};
const WORDS: StorefrontUiConfig = {
  storeName: 'Forge Works Shop',
  welcomeTitle: '',
  welcomeText: '',
  supportEmail: 'help@forge.test',
  supportPhone: '+1 412 555 0100',
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

/** The saved configuration parsed back, as each save sent it. */
type Sent = { configType: string; configValue: unknown }[];

const open = (answers: ApiAnswers = {}) => {
  const sent: Sent = [];
  api = stubApi({
    'GET /api/v1/link3d-config/STORE_FRONT_MENU_CONFIG': configRecord('STORE_FRONT_MENU_CONFIG', MENU),
    'GET /api/v1/link3d-config/STORE_FRONT_CONFIG': configRecord('STORE_FRONT_CONFIG', STOREFRONT),
    'GET /api/v1/link3d-config/STORE_FRONT_UI_CONFIG': configRecord('STORE_FRONT_UI_CONFIG', WORDS),
    'POST /api/v1/link3d-config': ({ body }: { body: { configType: 'STORE_FRONT_CONFIG'; configValue: string } }) => {
      sent.push({ configType: body.configType, configValue: JSON.parse(body.configValue) as unknown });
      return configRecord(body.configType, JSON.parse(body.configValue) as object);
    },
    ...answers,
  });
  const rendered = renderWithProviders(
    <RemoteRoutesContext.Provider value={ROUTES}>
      <StorefrontConfigPage />
    </RemoteRoutesContext.Provider>,
    { route: '/store-front-config', path: '/store-front-config' },
  );
  return { ...rendered, sent };
};

describe('the store front configuration: its top navigation', () => {
  it('lists the store front’s pages in order with their own labels; Discard changes puts them back', async () => {
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Top navigation' });
    const groups = within(form).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['New Order', 'Projects']);
    const newOrder = within(form).getByRole('group', { name: 'New Order' });
    expect(within(newOrder).getByLabelText('Label')).toHaveValue('Order parts');
    expect(within(form).getByRole('checkbox', { name: 'Show Projects' })).not.toBeChecked();
    const preview = within(form).getByRole('list', { name: 'Preview' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Order parts']);
    const save = within(form).getByRole('button', { name: 'Save the navigation' });
    expect(save).toBeDisabled();

    await user.click(within(form).getByRole('checkbox', { name: 'Show Projects' }));
    await user.type(within(within(form).getByRole('group', { name: 'Projects' })).getByLabelText('Badge'), 'New');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Order parts', 'ProjectsNew']);
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByRole('checkbox', { name: 'Show Projects' })).not.toBeChecked();
    expect(within(preview).getAllByRole('listitem')).toHaveLength(1);
    expect(save).toBeDisabled();
  });

  it('saves each item: its own label and badge, and the page’s own where left empty', async () => {
    const { user, sent } = open();
    const form = await screen.findByRole('form', { name: 'Top navigation' });
    const newOrder = within(form).getByRole('group', { name: 'New Order' });
    await user.clear(within(newOrder).getByLabelText('Label'));
    await user.click(within(form).getByRole('checkbox', { name: 'Show Projects' }));
    await user.type(within(within(form).getByRole('group', { name: 'Projects' })).getByLabelText('Badge'), ' Beta ');
    await user.click(within(form).getByRole('button', { name: 'Save the navigation' }));
    expect(await screen.findByText('The top navigation was saved')).toBeVisible();
    expect(sent).toEqual([
      {
        configType: 'STORE_FRONT_MENU_CONFIG',
        configValue: {
          engineer: {
            newOrder: { enabled: true, badgeEnabled: false },
            projects: { enabled: true, badge: 'Beta', badgeEnabled: true },
          },
        },
      },
    ]);
  });
});

describe('the store front configuration: its words and currencies', () => {
  it('checks the support contacts and the welcome, then saves the words trimmed', async () => {
    const { user, sent } = open();
    const form = await screen.findByRole('form', { name: 'Store front words' });
    expect(within(form).getByRole('group', { name: 'Preview of the store front words' })).toHaveTextContent(
      'Forge Works Shophelp@forge.test · +1 412 555 0100',
    );
    await user.clear(within(form).getByLabelText('Support email'));
    await user.type(within(form).getByLabelText('Support email'), 'help at forge');
    await user.type(within(form).getByLabelText('Welcome text'), 'Upload your parts to get a quote.');
    await user.click(within(form).getByRole('button', { name: 'Save words' }));
    expect(await within(form).findByText('Please enter a valid support email address')).toBeVisible();
    expect(within(form).getByText('Please give the welcome a title')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('Support email'));
    await user.type(within(form).getByLabelText('Support email'), 'quotes@forge.test ');
    await user.type(within(form).getByLabelText('Welcome title'), 'Welcome to Forge Works');
    await user.click(within(form).getByRole('button', { name: 'Save words' }));
    expect(await screen.findByText('The store front words were saved')).toBeVisible();
    expect(sent).toEqual([
      {
        configType: 'STORE_FRONT_UI_CONFIG',
        configValue: {
          ...WORDS,
          supportEmail: 'quotes@forge.test',
          welcomeTitle: 'Welcome to Forge Works',
          welcomeText: 'Upload your parts to get a quote.',
        },
      },
    ]);
  });

  it('says in each section why the server refused its save', async () => {
    const { user } = open({
      'POST /api/v1/link3d-config': new ApiRefusal(403, { code: 'FORBIDDEN', message: 'Only an admin changes the store front' }),
    });
    const nav = await screen.findByRole('form', { name: 'Top navigation' });
    await user.click(within(nav).getAllByRole('checkbox')[0]!);
    await user.click(within(nav).getByRole('button', { name: 'Save the navigation' }));
    expect(await within(nav).findByRole('alert')).toHaveTextContent('Only an admin changes the store front');

    const currencies = screen.getByRole('form', { name: 'Currencies' });
    await user.click(within(currencies).getByRole('checkbox', { name: 'Show the currency selector' }));
    await user.click(within(currencies).getByRole('button', { name: 'Save the currencies' }));
    expect(await within(currencies).findByRole('alert')).toHaveTextContent('Only an admin changes the store front');

    const words = screen.getByRole('form', { name: 'Store front words' });
    await user.clear(within(words).getByLabelText('Support email'));
    await user.type(within(words).getByLabelText('Support email'), 'quotes@forge.test');
    await user.click(within(words).getByRole('button', { name: 'Save words' }));
    expect(await within(words).findByRole('alert')).toHaveTextContent('Only an admin changes the store front');
  });

  it('offers Try again when a setting fails to load, then adds a currency', async () => {
    let fail = true;
    const { user, sent } = open({
      'GET /api/v1/link3d-config/STORE_FRONT_CONFIG': () =>
        fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : configRecord('STORE_FRONT_CONFIG', STOREFRONT),
    });
    expect(await screen.findByText('The store front settings could not be loaded')).toBeVisible();
    expect(screen.getByText('Boom')).toBeVisible();
    // The page's forms wait for all three settings.
    expect(screen.queryByRole('form')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const form = await screen.findByRole('form', { name: 'Currencies' });
    expect(within(form).getByRole('checkbox', { name: 'Show the currency selector' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Remove USD' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Add a currency' }));
    const second = within(form).getByRole('group', { name: 'Currency 2' });
    await user.type(within(second).getByLabelText('Code'), 'eur');
    await user.type(within(second).getByLabelText('Symbol'), '€');
    // An emptied rate is 1 again at once: the new rate is typed over it.
    const rate = within(second).getByLabelText('Per unit of the default currency');
    await user.clear(rate);
    expect(rate).toHaveValue(1);
    await user.type(rate, '0.92', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    await user.click(within(form).getByRole('button', { name: 'Save the currencies' }));
    expect(await screen.findByText('The currencies were saved')).toBeVisible();
    expect(sent).toEqual([
      {
        configType: 'STORE_FRONT_CONFIG',
        configValue: {
          ...STOREFRONT,
          currencies: { USD: STOREFRONT.currencies.USD, EUR: { key: 'EUR', symbol: '€', rate: 0.92 } },
        },
      },
    ]);
  });
});
