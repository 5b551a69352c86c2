import { render, screen } from '@testing-library/react';
import { FormGrid, Muted, Page, PageHeader, Toolbar } from './page-layout';

describe('page layout', () => {
  it('gives a page its header with the h1, and a toolbar that wraps its controls', () => {
    render(
      <Page>
        <PageHeader>
          <h1>Schedules</h1>
          <Toolbar>
            <button type="button">New job</button>
          </Toolbar>
        </PageHeader>
        <Muted>3 jobs</Muted>
      </Page>,
    );
    const header = screen.getByRole('banner');
    expect(header).toContainElement(screen.getByRole('heading', { level: 1, name: 'Schedules' }));
    expect(header).toHaveStyle({ display: 'flex', justifyContent: 'space-between' });
    expect(screen.getByRole('button', { name: 'New job' }).parentElement).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(screen.getByText('3 jobs').tagName).toBe('P');
  });

  it('lays fields out in as many columns of at least 240 px as fit, one on a narrower screen', () => {
    render(
      <FormGrid data-testid="grid">
        <input aria-label="Name" />
      </FormGrid>,
    );
    expect(screen.getByTestId('grid')).toHaveStyle({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
    });
  });

  it('renders a toolbar as another element where the markup asks for one', () => {
    render(
      <Toolbar as="form" aria-label="Filters">
        <input aria-label="Search" />
      </Toolbar>,
    );
    expect(screen.getByRole('form', { name: 'Filters' })).toContainElement(screen.getByRole('textbox', { name: 'Search' }));
  });
});
