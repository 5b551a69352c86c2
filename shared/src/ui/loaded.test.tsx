import { fireEvent } from '@testing-library/react';
import { Loaded, type LoadedQuery } from './loaded';
import { renderWithIntl } from './test-utils';

const query = (state: Partial<LoadedQuery<string>>): LoadedQuery<string> => ({
  isLoading: false,
  isError: false,
  refetch: jest.fn(),
  ...state,
});

const show = (state: Partial<LoadedQuery<string>>) =>
  renderWithIntl(
    <Loaded query={query(state)} failedTitle="Unable to fetch the settings">
      {(data) => <p>Saved: {data}</p>}
    </Loaded>,
  );

describe('Loaded', () => {
  it('shows a spinner while the data loads, then the screen drawn from it', () => {
    expect(show({ isLoading: true }).getByRole('status')).toBeInTheDocument();
    expect(show({ data: 'blue' }).getByText('Saved: blue')).toBeInTheDocument();
  });

  it('tells what failed with the server’s message, and retries', () => {
    const refetch = jest.fn();
    const { getByText, getByRole, queryByText } = show({
      isError: true,
      error: { status: 503, data: { message: 'The database is restarting' } },
      refetch,
    });
    expect(getByText('Unable to fetch the settings')).toBeInTheDocument();
    expect(getByText('The database is restarting')).toBeInTheDocument();
    expect(queryByText(/Saved/)).toBeNull();
    fireEvent.click(getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
