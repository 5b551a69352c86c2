import { useState } from 'react';
import { TextField } from './text-field';
import { renderWithIntl } from './test-utils';

/** A form's password field as the pages hold it: its value in state, cleared by the page. */
function PasswordForm({ onValue }: { onValue: (value: string) => void }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          onValue(event.target.value);
        }}
      />
      <button type="button" onClick={() => setPassword('')}>
        Clear
      </button>
    </>
  );
}

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

  it('keeps what is typed into a password field out of its value attribute, where a stylesheet could read it', async () => {
    const onValue = jest.fn();
    const { user, getByLabelText, getByRole } = renderWithIntl(<PasswordForm onValue={onValue} />);
    const input = getByLabelText('Password') as HTMLInputElement;
    await user.type(input, 'Secret-Pass-1');
    expect(input).toHaveValue('Secret-Pass-1');
    expect(onValue).toHaveBeenLastCalledWith('Secret-Pass-1');
    expect(input.getAttribute('value') ?? '').toBe('');
    expect(document.querySelector('input[value^="S"]')).toBeNull();
    // The page still sets what the field shows.
    await user.click(getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
  });
});
