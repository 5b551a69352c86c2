import { screen, waitFor } from '@testing-library/react';
import type { ThemeConfig } from 'shared/contracts';
import { renderWithProviders, stubApi } from 'shared/testing';
import { ThemeConfigurationPage } from './theme-configuration-page';

jest.mock('../auth/session', () => ({
  useSession: () => ({ user: { permissions: ['FACILITY_SETTINGS_EDITOR'] } }),
}));

const THEME: ThemeConfig = {
  'root-css': { '--color-primary': '#112233' },
  title: 'Austin Plant',
  description: 'Parts made to order',
  fonts: [],
  favicon: '/favicon.ico',
  'show-materialise-info': false,
  'navigation-logo-type': 'LOGO',
  'hero-image': '',
  logos: { navigation: '/logo.png', login: '/login.png' },
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('the theme configuration', () => {
  it('saves the changed title and logo type over the saved theme, once something changed', async () => {
    const saved: ThemeConfig[] = [];
    api = stubApi({
      'GET /api/v1/domain-config/THEME_CONFIG': THEME,
      'GET /api/v1/misc/themes': [],
      'POST /api/v1/domain-config/THEME_CONFIG': ({ body }: { body: ThemeConfig }) => {
        saved.push(body);
        return body;
      },
    });
    const { user } = renderWithProviders(<ThemeConfigurationPage />);
    const title = await screen.findByRole('textbox', { name: 'Site title' });
    expect(title).toHaveValue('Austin Plant');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(title);
    await user.tab();
    expect(await screen.findByText('Please fill in this field')).toBeVisible();
    await user.type(title, 'Austin Additive Works');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Navigation shows' }), 'Name');
    await user.click(save);
    await waitFor(() =>
      expect(saved).toEqual([
        expect.objectContaining({
          ...THEME,
          title: 'Austin Additive Works',
          'navigation-logo-type': 'TEXT',
          'root-css': { '--color-primary': '#112233', '--color-accent': '#000000', '--color-background': '#000000' },
        }),
      ]),
    );
    expect(await screen.findByText('The theme has been saved.')).toBeVisible();
  });
});
