import { useState } from 'react';
import { DateInput, type DateInputProps } from './date-input';
import { renderWithIntl } from './test-utils';

const day = (year: number, month: number, date: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, date, hour, minute).getTime();

type Props = Partial<Omit<DateInputProps, 'value'>> & { initial?: number | null };

function Controlled({ initial = day(2024, 3, 15), onChange, ...props }: Props) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <DateInput
      label="Start date"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function renderDateInput(props: Props = {}) {
  const onChange = jest.fn();
  const view = renderWithIntl(<Controlled onChange={onChange} {...props} />);
  return { ...view, onChange, input: view.getByRole('textbox', { name: 'Start date' }) };
}

afterEach(() => localStorage.clear());

describe('DateInput', () => {
  it('shows the value as MMM DD, YYYY by default', () => {
    const { input } = renderDateInput();
    expect(input).toHaveValue('Mar 15, 2024');
  });

  it('shows the value in the format saved under date_format', () => {
    localStorage.setItem('date_format', 'YYYY/MM/DD');
    const { input } = renderDateInput();
    expect(input).toHaveValue('2024/03/15');
  });

  it('commits a typed date on Enter without submitting the form', async () => {
    const onSubmit = jest.fn();
    const onChange = jest.fn();
    const { user, getByRole } = renderWithIntl(
      <form onSubmit={onSubmit}>
        <Controlled onChange={onChange} />
      </form>,
    );
    const input = getByRole('textbox', { name: 'Start date' });
    await user.clear(input);
    await user.type(input, '20.03.2024{Enter}');
    expect(onChange).toHaveBeenCalledWith(day(2024, 3, 20));
    expect(input).toHaveValue('Mar 20, 2024');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('commits a typed date when the field loses focus', async () => {
    const { user, input, onChange } = renderDateInput();
    await user.clear(input);
    await user.type(input, '2024-04-01');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(day(2024, 4, 1));
    expect(input).toHaveValue('Apr 01, 2024');
  });

  it('reverts text that is not a date to the previous value', async () => {
    const { user, input, onChange } = renderDateInput();
    await user.clear(input);
    await user.type(input, 'next friday{Enter}');
    expect(input).toHaveValue('Mar 15, 2024');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reverts a date outside min or max to the previous value', async () => {
    const { user, input, onChange } = renderDateInput({ min: day(2024, 3, 1), max: day(2024, 3, 31) });
    await user.clear(input);
    await user.type(input, '01/04/2024{Enter}');
    expect(input).toHaveValue('Mar 15, 2024');
    await user.clear(input);
    await user.type(input, '29/02/2024{Enter}');
    expect(input).toHaveValue('Mar 15, 2024');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the value when the text is emptied', async () => {
    const { user, input, onChange } = renderDateInput();
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('picks a day from the calendar, closes it and returns focus to its button', async () => {
    const { user, getByRole, queryByRole, input, onChange } = renderDateInput();
    await user.click(getByRole('button', { name: 'Open calendar' }));
    expect(getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
    expect(getByRole('button', { name: 'Friday, March 15, 2024' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith(day(2024, 3, 16));
    expect(input).toHaveValue('Mar 16, 2024');
    expect(queryByRole('dialog')).not.toBeInTheDocument();
    expect(getByRole('button', { name: 'Open calendar' })).toHaveFocus();
  });

  it('draws the calendar button as an SVG icon, not a text glyph that needs an emoji font', () => {
    const { getByRole } = renderDateInput();
    const button = getByRole('button', { name: 'Open calendar' });
    const icon = button.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveTextContent(/^$/);
  });

  it('shows and changes the time when asked, keeping it when the date changes', async () => {
    const { user, getByRole, input, onChange } = renderDateInput({
      initial: day(2024, 3, 15, 9, 30),
      showTime: true,
      minuteStep: 15,
    });
    expect(input).toHaveValue('Mar 15, 2024 09:30');
    await user.selectOptions(getByRole('combobox', { name: 'Hour' }), '14');
    expect(onChange).toHaveBeenLastCalledWith(day(2024, 3, 15, 14, 30));
    await user.clear(input);
    await user.type(input, '2024-03-18{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(day(2024, 3, 18, 14, 30));
    expect(input).toHaveValue('Mar 18, 2024 14:30');
  });

  it('disables the time until there is a date', () => {
    const { getByRole } = renderDateInput({ initial: null, showTime: true });
    expect(getByRole('combobox', { name: 'Hour' })).toBeDisabled();
  });
});
