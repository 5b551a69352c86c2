import { useState } from 'react';
import { PhoneField, type PhoneFieldProps } from './phone-field';
import { renderWithIntl } from './test-utils';

function Controlled({ initial = '', ...props }: Partial<PhoneFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PhoneField label="Phone" {...props} value={value} onChange={setValue} />;
}

describe('PhoneField', () => {
  it('drops characters a phone number cannot contain while typing', async () => {
    const { user, getByRole } = renderWithIntl(<Controlled />);
    const input = getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '+49 (151) 2345-6789x');
    expect(input).toHaveValue('+49 151 23456789');
  });

  it('shows a green tick for a valid number and a warning for an invalid one', async () => {
    const { user, getByRole, queryByRole } = renderWithIntl(<Controlled />);
    const input = getByRole('textbox', { name: 'Phone' });
    expect(queryByRole('img')).not.toBeInTheDocument();
    await user.type(input, '+49 151');
    const invalid = getByRole('img', { name: 'Invalid phone number' });
    // An SVG icon, not a glyph that needs a font.
    expect(invalid.querySelector('svg')).not.toBeNull();
    expect(invalid).toHaveTextContent(/^$/);
    await user.type(input, ' 23456789');
    expect(getByRole('img', { name: 'Valid phone number' }).querySelector('svg')).not.toBeNull();
  });

  it('prefixes the number with + and the dial code of the chosen country', async () => {
    const { user, getByRole } = renderWithIntl(<Controlled initial="0151 23456789" />);
    await user.selectOptions(getByRole('combobox', { name: 'Country' }), 'DE');
    expect(getByRole('textbox', { name: 'Phone' })).toHaveValue('+49 15123456789');
    expect(getByRole('img', { name: 'Valid phone number' })).toBeInTheDocument();
    await user.selectOptions(getByRole('combobox', { name: 'Country' }), 'FR');
    expect(getByRole('textbox', { name: 'Phone' })).toHaveValue('+33 15123456789');
  });

  it('lists countries with name and dial code, preselecting the number’s country', () => {
    const { getByRole } = renderWithIntl(<Controlled initial="+1 202 555 0143" />);
    expect(getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('United States (+1)');
    expect(getByRole('option', { name: 'Germany (+49)' })).toBeInTheDocument();
  });

  it('shows the chosen country’s flag as an image the platform serves, not an emoji', async () => {
    const { user, getByRole, container } = renderWithIntl(<Controlled initial="+1 202 555 0143" />);
    const flag = () => container.querySelector('img');
    expect(flag()).toHaveAttribute('src', '/assets/flags/us.svg');
    await user.selectOptions(getByRole('combobox', { name: 'Country' }), 'DE');
    expect(flag()).toHaveAttribute('src', '/assets/flags/de.svg');
    expect(container).not.toHaveTextContent(/\p{Regional_Indicator}/u);
  });

  it('validates a national number against the default country', () => {
    const { getByRole } = renderWithIntl(<Controlled initial="020 7946 0958" defaultCountry="GB" />);
    expect(getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('United Kingdom (+44)');
    expect(getByRole('img', { name: 'Valid phone number' })).toBeInTheDocument();
  });
});
