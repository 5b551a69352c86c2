import { useState } from 'react';
import { within } from '@testing-library/react';
import type { TimeOfDay } from './date-format';
import { TimePicker, type MinuteStep } from './time-picker';
import { renderWithIntl } from './test-utils';

function Controlled({ initial, minuteStep }: { initial: TimeOfDay; minuteStep?: MinuteStep }) {
  const [value, setValue] = useState(initial);
  return <TimePicker value={value} onChange={setValue} minuteStep={minuteStep} />;
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('TimePicker', () => {
  it('offers 24 hours and every minute by default', () => {
    const { getByRole } = renderWithIntl(<Controlled initial={{ hour: 9, minute: 5 }} />);
    expect(optionTexts(getByRole('combobox', { name: 'Hour' }))).toHaveLength(24);
    expect(optionTexts(getByRole('combobox', { name: 'Minute' }))).toHaveLength(60);
    expect(getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('09');
    expect(getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('05');
  });

  it.each([
    [10, ['00', '10', '20', '30', '40', '50']],
    [15, ['00', '15', '30', '45']],
    [30, ['00', '30']],
  ] as const)('offers minutes in steps of %i', (step, expected) => {
    const { getByRole } = renderWithIntl(<Controlled initial={{ hour: 0, minute: 0 }} minuteStep={step} />);
    expect(optionTexts(getByRole('combobox', { name: 'Minute' }))).toEqual(expected);
  });

  it('keeps showing a current minute that is off the step', () => {
    const { getByRole } = renderWithIntl(<Controlled initial={{ hour: 0, minute: 7 }} minuteStep={30} />);
    expect(optionTexts(getByRole('combobox', { name: 'Minute' }))).toEqual(['00', '07', '30']);
    expect(getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('07');
  });

  it('changes the hour and the minute', async () => {
    const { user, getByRole } = renderWithIntl(<Controlled initial={{ hour: 8, minute: 0 }} minuteStep={15} />);
    await user.selectOptions(getByRole('combobox', { name: 'Hour' }), '14');
    await user.selectOptions(getByRole('combobox', { name: 'Minute' }), '45');
    expect(getByRole('group', { name: 'Time' })).toBeInTheDocument();
    expect(getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('14');
    expect(getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('45');
  });
});
