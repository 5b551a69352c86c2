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
    expect(getByRole('img', { name: 'Invalid phone number' })).toHaveTextContent('⚠');
    await user.type(input, ' 23456789');
    expect(getByRole('img', { name: 'Valid phone number' })).toHaveTextContent('✓');
  });

  it('prefixes the number with + and the dial code of the chosen country', async () => {
    const { user, getByRole } = renderWithIntl(<Controlled initial="0151 23456789" />);
    await user.selectOptions(getByRole('combobox', { name: 'Country' }), 'DE');
    expect(getByRole('textbox', { name: 'Phone' })).toHaveValue('+49 15123456789');
    expect(getByRole('img', { name: 'Valid phone number' })).toBeInTheDocument();
    await user.selectOptions(getByRole('combobox', { name: 'Country' }), 'FR');
    expect(getByRole('textbox', { name: 'Phone' })).toHaveValue('+33 15123456789');
  });

  it('lists countries with flag, name and dial code, preselecting the number’s country', () => {
    const { getByRole } = renderWithIntl(<Controlled initial="+1 202 555 0143" />);
    expect(getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('🇺🇸 United States (+1)');
    expect(getByRole('option', { name: '🇩🇪 Germany (+49)' })).toBeInTheDocument();
  });

  it('validates a national number against the default country', () => {
    const { getByRole } = renderWithIntl(<Controlled initial="020 7946 0958" defaultCountry="GB" />);
    expect(getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('🇬🇧 United Kingdom (+44)');
    expect(getByRole('img', { name: 'Valid phone number' })).toBeInTheDocument();
  });
});
