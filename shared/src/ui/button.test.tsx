import { Button } from './button';
import { renderWithIntl } from './test-utils';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = jest.fn();
    const { user, getByRole } = renderWithIntl(<Button onClick={onClick}>Save</Button>);
    await user.click(getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit a surrounding form unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user, getByRole } = renderWithIntl(
      <form onSubmit={onSubmit}>
        <Button variant="secondary">Cancel</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', async () => {
    const onClick = jest.fn();
    const { user, getByRole } = renderWithIntl(
      <Button variant="danger" size="sm" disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await user.click(getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
