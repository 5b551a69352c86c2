import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstError, Form, FormTextField, rules, useForm } from './form';

function SignUp({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => Promise<void> }) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: ({ email, password }) => ({
      email: firstError(email.trim(), rules.required('Please enter email'), rules.email('Please enter a valid email')),
      password: firstError(password, rules.required('Please enter password'), rules.minLength(10, 'Too short')),
    }),
    onSubmit,
  });
  return (
    <Form form={form}>
      <FormTextField field={form.field('email')} label="Email" type="email" />
      <FormTextField field={form.field('password')} label="Password" type="password" />
      <button type="submit" disabled={form.isSubmitting}>
        Send
      </button>
    </Form>
  );
}

describe('the public pages’ forms', () => {
  it('shows each field’s message for an empty form and sends nothing', async () => {
    const onSubmit = jest.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter email')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is wrong with a field once it was left, and nothing about the others', async () => {
    render(<SignUp onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.tab();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByText('Please enter password')).not.toBeInTheDocument();
  });

  it('sends the values once they are valid, and is busy until the answer', async () => {
    let answer!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'planner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'planner@demo.test', password: 'Demo-Password-1' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('checks the password typed without writing it into the page’s markup', async () => {
    render(<SignUp onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.tab();
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('short');
    expect(screen.getByLabelText('Password').getAttribute('value') ?? '').toBe('');
  });
});
