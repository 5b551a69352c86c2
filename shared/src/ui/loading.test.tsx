import { Loading } from './loading';
import { renderWithIntl } from './test-utils';

describe('Loading', () => {
  it('announces Loading… as a status', () => {
    const { getByRole } = renderWithIntl(<Loading />);
    expect(getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows a custom text', () => {
    const { getByRole } = renderWithIntl(<Loading text="Fetching jobs" size="lg" />);
    expect(getByRole('status')).toHaveTextContent('Fetching jobs');
  });
});
