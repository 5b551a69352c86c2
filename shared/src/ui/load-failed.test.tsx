import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './load-failed';
import { renderWithIntl } from './test-utils';

describe('LoadFailed', () => {
  it('names what failed and why, and asks again on Try again', async () => {
    const onRetry = jest.fn();
    renderWithIntl(<LoadFailed title="Unable to fetch machines" message="Error, something went wrong!" onRetry={onRetry} />);
    const panel = screen.getByRole('region', { name: 'Unable to fetch machines' });
    expect(panel).toHaveTextContent('Error, something went wrong!');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the screen gives none', () => {
    renderWithIntl(<LoadFailed title="Unable to fetch jobs" message="Forbidden" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
