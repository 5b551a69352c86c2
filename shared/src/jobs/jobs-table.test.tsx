import { screen, within } from '@testing-library/react';
import { jobFixture, renderWithProviders } from 'shared/testing';
import { Button } from 'shared/ui';
import { JobsTable } from './jobs-table.js';

const JOB = jobFixture('IN_PROGRESS');

describe('the jobs table', () => {
  it('links each job where linkOf says, and shows its state', () => {
    renderWithProviders(<JobsTable jobs={[JOB]} label="Jobs" linkOf={(job) => `/desktop/jobs/${job.id}`} />);
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(within(table).getByRole('link', { name: 'Lens parts' })).toHaveAttribute('href', '/desktop/jobs/20');
    expect(within(table).getByText('In progress')).toBeVisible();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('offers a row’s actions in a last column, in German for a German user', async () => {
    const opened: number[] = [];
    const { user } = renderWithProviders(
      <JobsTable
        jobs={[JOB]}
        label="Aufträge"
        linkOf={(job) => `/desktop/jobs/${job.id}`}
        actions={(job) => <Button onClick={() => opened.push(job.id)}>Öffnen</Button>}
      />,
      { language: 'de_DE' },
    );
    const table = screen.getByRole('table', { name: 'Aufträge' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.at(-1)).toHaveTextContent('Aktionen');
    expect(within(table).getByText('In Arbeit')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Öffnen' }));
    expect(opened).toEqual([20]);
  });
});
