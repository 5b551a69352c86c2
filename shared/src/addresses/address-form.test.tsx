import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
import { AddressForm } from './address-form.js';

// The phone field's code loads on first use, and the first test types a whole address.
jest.setTimeout(30_000);

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('a new delivery address', () => {
  it('names each missing field and a wrong phone number, then saves the address with its phone', async () => {
    const sent: unknown[] = [];
    const added: unknown[] = [];
    api = stubApi({
      'GET /api/v1/geo/countries': [
        { name: 'Germany', code: 'DE', emoji: '', unicode: '', image: '/assets/flags/de.svg', dialCode: '+49' },
        { name: 'United States', code: 'US', emoji: '', unicode: '', image: '/assets/flags/us.svg', dialCode: '+1' },
      ],
      'POST /api/v1/deliveryAddress': ({ body }: { body: unknown }) => {
        sent.push(body);
        return { id: 41, ...(body as object), line2: null, region: null };
      },
    });
    const { user } = renderWithProviders(<AddressForm onSaved={(address) => added.push(address)} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    for (const message of [
      'Please name the address',
      'Please enter the recipient',
      'Please enter the street',
      'Please enter the city',
      'Please choose a country',
    ])
      expect(screen.getByText(message)).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Name of the address' }), 'Berlin lab');
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'Acme Robotics GmbH');
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Invalidenstraße 117');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Berlin');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country of the address' }), 'Germany');
    const phone = await screen.findByLabelText('Phone at the delivery address', {}, { timeout: 10_000 });
    await user.type(phone, '+49 12');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByText('Please enter a valid phone number with its country code')).toBeVisible();
    await user.clear(phone);
    await user.type(phone, '+49 30 20934000');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(added).toEqual([expect.objectContaining({ id: 41 })]));
    expect(sent).toEqual([
      expect.objectContaining({ label: 'Berlin lab', countryCode: 'DE', phone: expect.stringMatching(/^\+49 ?30/) }),
    ]);
  });

  it('changes an address the company has, starting from what it says', async () => {
    const sent: unknown[] = [];
    const saved: unknown[] = [];
    api = stubApi({
      'GET /api/v1/geo/countries': [
        { name: 'Germany', code: 'DE', emoji: '', unicode: '', image: '/assets/flags/de.svg', dialCode: '+49' },
      ],
      'PUT /api/v1/deliveryAddress/7': ({ body }: { body: unknown }) => {
        sent.push(body);
        return { id: 7, ...(body as object) };
      },
    });
    const address = {
      id: 7,
      label: 'Berlin lab',
      recipient: 'Acme Robotics GmbH',
      line1: 'Invalidenstraße 117',
      line2: null,
      city: 'Berlin',
      region: null,
      postalCode: '10115',
      countryCode: 'DE',
      phone: null,
      isDefault: false,
    };
    const { user } = renderWithProviders(<AddressForm address={address} onSaved={(a) => saved.push(a)} onCancel={() => {}} />);
    expect(screen.getByRole('group', { name: 'Change Berlin lab' })).toBeVisible();
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('Berlin');
    await user.clear(city);
    await user.type(city, 'Potsdam');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const { id: _id, ...unchanged } = address;
    expect(sent).toEqual([{ ...unchanged, city: 'Potsdam', line2: '', region: '', phone: '' }]);
  });
});
