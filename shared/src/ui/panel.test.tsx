import { Button } from './button';
import { Panel } from './panel';
import { renderWithIntl } from './test-utils';

describe('Panel', () => {
  it('is a region named by its title, holding the message and actions', () => {
    const { getByRole } = renderWithIntl(
      <Panel title="Unable to fetch jobs" tone="danger">
        <p>Check your connection.</p>
        <Button>Retry</Button>
      </Panel>,
    );
    const panel = getByRole('region', { name: 'Unable to fetch jobs' });
    expect(getByRole('heading', { name: 'Unable to fetch jobs' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Check your connection.');
    expect(getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
