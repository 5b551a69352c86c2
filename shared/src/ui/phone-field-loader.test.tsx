import { screen } from '@testing-library/react';
import { PhoneField } from './index';
import { renderWithIntl } from './test-utils';

it('shows the phone field once its code has loaded', async () => {
  renderWithIntl(<PhoneField label="Phone" value="+49 30 1234567" onChange={() => {}} />);
  // The field's code is a chunk of its own: a loaded machine may take more than findBy's default second.
  expect(await screen.findByLabelText('Phone', {}, { timeout: 10_000 })).toHaveValue('+49 30 1234567');
  expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
});
