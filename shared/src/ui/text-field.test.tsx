import { TextField } from './text-field';
import { renderWithIntl } from './test-utils';

describe('TextField', () => {
  it('is named by its label and passes typed text on', async () => {
    const onChange = jest.fn();
    const { user, getByRole } = renderWithIntl(<TextField label="Job name" onChange={onChange} />);
    await user.type(getByRole('textbox', { name: 'Job name' }), 'Bracket');
    expect(getByRole('textbox', { name: 'Job name' })).toHaveValue('Bracket');
    expect(onChange).toHaveBeenCalledTimes(7);
  });

  it('shows the error under the field and marks the field invalid', () => {
    const { getByRole, getByText } = renderWithIntl(<TextField label="Job name" error="Please enter job name" />);
    const input = getByRole('textbox', { name: 'Job name' });
    expect(getByText('Please enter job name')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter job name');
  });

  it('is valid without an error', () => {
    const { getByRole } = renderWithIntl(<TextField label="Email" type="email" />);
    expect(getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });
});
