import { within } from '@testing-library/react';
import { Calendar } from './calendar';
import { renderWithIntl } from './test-utils';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).getTime();

function renderCalendar(props: { value?: number | null; min?: number; max?: number } = {}) {
  const onSelect = jest.fn();
  const view = renderWithIntl(<Calendar value={day(2024, 3, 15)} onSelect={onSelect} {...props} />);
  return { ...view, onSelect };
}

describe('Calendar', () => {
  it('shows 42 days from the Sunday before the 1st, under Sunday-first weekday headings', () => {
    const { getByRole } = renderCalendar();
    const grid = getByRole('grid', { name: 'March 2024' });
    const days = within(grid).getAllByRole('button');
    expect(days).toHaveLength(42);
    expect(days[0]).toHaveAccessibleName('Sunday, February 25, 2024');
    expect(days[41]).toHaveAccessibleName('Saturday, April 6, 2024');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('focuses the selected day and marks it selected', () => {
    const { getByRole } = renderCalendar();
    const selected = getByRole('button', { name: 'Friday, March 15, 2024' });
    expect(selected).toHaveFocus();
    expect(getByRole('gridcell', { selected: true })).toContainElement(selected);
  });

  it('moves focus with the arrow keys, into the next month, and picks with Enter', async () => {
    const { user, getByRole, onSelect } = renderCalendar();
    await user.keyboard('{ArrowRight}');
    expect(getByRole('button', { name: 'Saturday, March 16, 2024' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(getByRole('button', { name: 'Saturday, April 6, 2024' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(getByRole('grid', { name: 'April 2024' })).toBeInTheDocument();
    expect(getByRole('button', { name: 'Saturday, April 13, 2024' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(day(2024, 4, 5));
  });

  it('changes month with the month buttons', async () => {
    const { user, getByRole } = renderCalendar();
    await user.click(getByRole('button', { name: 'Next month' }));
    expect(getByRole('grid', { name: 'April 2024' })).toBeInTheDocument();
    await user.click(getByRole('button', { name: 'Previous month' }));
    await user.click(getByRole('button', { name: 'Previous month' }));
    expect(getByRole('grid', { name: 'February 2024' })).toBeInTheDocument();
  });

  it('disables days outside min and max', async () => {
    const { user, getByRole, onSelect } = renderCalendar({ min: day(2024, 3, 10), max: day(2024, 3, 20) });
    expect(getByRole('button', { name: 'Saturday, March 9, 2024' })).toHaveAttribute('aria-disabled', 'true');
    expect(getByRole('button', { name: 'Thursday, March 21, 2024' })).toHaveAttribute('aria-disabled', 'true');
    expect(getByRole('button', { name: 'Sunday, March 10, 2024' })).not.toHaveAttribute('aria-disabled');
    await user.click(getByRole('button', { name: 'Thursday, March 21, 2024' }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(getByRole('button', { name: 'Wednesday, March 20, 2024' }));
    expect(onSelect).toHaveBeenCalledWith(day(2024, 3, 20));
  });
});
