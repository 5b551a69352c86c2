import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timeline } from './timeline';
import type { TimelineItem, TimelineProps, TimelineRow } from './types';

// jsdom has no layout: give the scroller a 1250 × 600 px viewport, 1000 px of it for time.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1250);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterAll(() => jest.restoreAllMocks());

const at = (day: number, hour: number) => new Date(2025, 2, day, hour).getTime();

const rows: TimelineRow[] = [
  { id: 1, label: 'Printer A', sublabel: 'EOS M 290' },
  { id: 2, label: 'Printer B' },
];

const job = (id: number, rowId: number, title: string, extra: Partial<TimelineItem> = {}): TimelineItem => ({
  id,
  rowId,
  title,
  start: at(4, 8),
  end: at(4, 16),
  status: 'IN_PROGRESS',
  downtime: false,
  machineConnectivity: false,
  ...extra,
});

const items: TimelineItem[] = [
  job(1, 1, 'Bracket batch'),
  job(2, 1, 'Housing batch', { status: 'CANCELLED' }),
  job(3, 2, 'Filter change', { downtime: true, status: 'QUEUED' }),
  job(4, 2, 'Run from the machine', { machineConnectivity: true, status: 'COMPLETED' }),
];

function renderTimeline(props: Partial<TimelineProps> = {}) {
  return render(
    <Timeline
      rows={rows}
      items={items}
      from={at(3, 0)}
      to={at(31, 0)}
      zoom="week"
      now={at(4, 12)}
      height={600}
      ariaLabel="Machine schedule"
      {...props}
    />,
  );
}

describe('Timeline', () => {
  it('draws each job as a button named after the job, its machine and its time, and leaves cancelled jobs out', () => {
    renderTimeline();
    const grid = screen.getByRole('region', { name: 'Machine schedule' });
    const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(at(4, 8), at(4, 16));
    expect(within(grid).getByRole('button', { name: `Bracket batch, Printer A, ${time}` })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /^Filter change, Printer B,/ })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /^Run from the machine, Printer B,/ })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /Housing batch/ })).not.toBeInTheDocument();
  });

  it('labels each row with its machine and sublabel', () => {
    renderTimeline();
    expect(screen.getByText('Printer A')).toBeInTheDocument();
    expect(screen.getByText('EOS M 290')).toBeInTheDocument();
    expect(screen.getByText('Printer B')).toBeInTheDocument();
  });

  it('calls onItemClick when a job is clicked, or activated with Enter or Space', async () => {
    const user = userEvent.setup();
    const onItemClick = jest.fn();
    renderTimeline({ onItemClick });
    const bracket = screen.getByRole('button', { name: /^Bracket batch/ });
    await user.click(bracket);
    expect(onItemClick).toHaveBeenLastCalledWith(items[0]);
    bracket.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onItemClick).toHaveBeenCalledTimes(3);
  });

  it('reaches the grid and then its jobs with Tab, showing the tooltip of the focused job', async () => {
    const user = userEvent.setup();
    renderTimeline({ renderTooltip: (item) => `Tooltip of ${item.title}` });
    await user.tab();
    expect(screen.getByRole('region', { name: 'Machine schedule' })).toHaveFocus();
    await user.tab();
    const bracket = screen.getByRole('button', { name: /^Bracket batch/ });
    expect(bracket).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tooltip of Bracket batch');
    expect(bracket).toHaveAccessibleDescription('Tooltip of Bracket batch');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tooltip of Filter change');
  });

  it('pans sideways and scrolls a row with the arrow keys', async () => {
    const user = userEvent.setup();
    renderTimeline();
    const grid = screen.getByRole('region', { name: 'Machine schedule' });
    grid.focus();
    const left = grid.scrollLeft;
    await user.keyboard('{ArrowRight}');
    expect(grid.scrollLeft).toBe(left + 100);
    await user.keyboard('{ArrowDown}');
    expect(grid.scrollTop).toBe(100);
  });

  it('shows the empty text instead of the grid when there are no rows', () => {
    renderTimeline({ rows: [], emptyText: 'No machines match the filters' });
    expect(screen.getByText('No machines match the filters')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
