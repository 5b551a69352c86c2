import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './load-failed';
import { renderWithIntl } from './test-utils';

describe('LoadFailed', () => {
  it('names what failed and why, and asks again on Try again', async () => {
    const onRetry = jest.fn();
    const error = { status: 503, data: { message: 'The database is restarting' } };
    renderWithIntl(<LoadFailed title="Unable to fetch machines" error={error} onRetry={onRetry} />);
    const panel = screen.getByRole('region', { name: 'Unable to fetch machines' });
    expect(panel).toHaveTextContent('The database is restarting');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the network failed, with the generic text', () => {
    renderWithIntl(<LoadFailed title="Unable to fetch jobs" error={{ status: 'FETCH_ERROR' }} onRetry={() => {}} />);
    expect(screen.getByRole('region')).toHaveTextContent('Error, something went wrong!');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('offers no retry where asking again cannot help: not found, not allowed', () => {
    const { rerender } = renderWithIntl(
      <LoadFailed
        title="Unable to fetch the order"
        error={{ status: 404, data: { message: 'Order 11 not found' } }}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('region')).toHaveTextContent('Order 11 not found');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <LoadFailed title="Unable to fetch jobs" error={{ status: 403, data: { message: 'Forbidden' } }} onRetry={() => {}} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
