import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from 'shared/testing';
import { CalendarFields, type CalendarValue } from './calendar-fields';

const WEEK: CalendarValue = { workingDays: [1, 2, 3, 4, 5], dayStartMinute: 420, dayEndMinute: 1080, closedDays: [] };

function Harness({ onValue }: { onValue: (value: CalendarValue) => void }) {
  const [value, setValue] = useState(WEEK);
  return (
    <CalendarFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('a working week as a planner sets it', () => {
  it('ends the day at midnight when the end reads 00:00, and says so when the day ends before it starts', async () => {
    const values: CalendarValue[] = [];
    const { user } = renderWithProviders(<Harness onValue={(value) => values.push(value)} />);
    const ends = screen.getByRole('group', { name: 'Working day ends (00:00 is midnight)' });
    await user.selectOptions(within(ends).getAllByRole('combobox')[0]!, '00');
    expect(values.at(-1)).toMatchObject({ dayStartMinute: 420, dayEndMinute: 1440 });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.selectOptions(within(ends).getAllByRole('combobox')[0]!, '06');
    expect(values.at(-1)).toMatchObject({ dayEndMinute: 360 });
    expect(ends).toHaveAccessibleDescription('The working day must end after it starts');
  });

  it('adds a closed day once, in order, and removes it again', async () => {
    const values: CalendarValue[] = [];
    const { user } = renderWithProviders(<Harness onValue={(value) => values.push(value)} />);
    expect(screen.getByText('No closed days.')).toBeInTheDocument();
    for (const day of ['2027-12-31', '2027-12-24', '2027-12-31']) {
      await user.type(screen.getByRole('textbox', { name: 'Closed day' }), `${day}{Enter}`);
      await user.click(screen.getByRole('button', { name: 'Add closed day' }));
    }
    expect(values.at(-1)?.closedDays).toEqual(['2027-12-24', '2027-12-31']);
    await user.click(screen.getByRole('button', { name: /^Remove closed day Dec 24, 2027/ }));
    expect(values.at(-1)?.closedDays).toEqual(['2027-12-31']);
  });

  it('names the working days in the user’s language', () => {
    renderWithProviders(<Harness onValue={() => {}} />, { language: 'de_DE' });
    expect(screen.getByRole('checkbox', { name: 'Montag' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sonntag' })).not.toBeChecked();
  });
});
