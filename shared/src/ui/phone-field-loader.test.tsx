import { screen } from '@testing-library/react';
import { PhoneField } from './index';
import { renderWithIntl } from './test-utils';

it('shows the phone field once its code has loaded', async () => {
  renderWithIntl(<PhoneField label="Phone" value="+49 30 1234567" onChange={() => {}} />);
  expect(await screen.findByLabelText('Phone')).toHaveValue('+49 30 1234567');
  expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
});
