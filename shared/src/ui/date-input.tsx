/**
 * Date input: type a date in any accepted format and press Enter (or leave the
 * field), or pick it from the calendar. Text that is not a date, or a date outside min/max,
 * reverts to the previous value. The value is epoch milliseconds, or null when empty.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Calendar } from './calendar';
import { formatDate, keepTime, parseDateInput, timeOf, withTime, type DateLimits } from './date-format';
import { Field, Input } from './field';
import { CalendarIcon } from './icons';
import { useKitText } from './use-kit-text';
import { Popover } from './popover';
import { TimePicker, type MinuteStep } from './time-picker';
import { space, type Size } from './tokens';

export interface DateInputProps extends DateLimits {
  label: ReactNode;
  error?: ReactNode;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Shows hour and minute selects beside the date. */
  showTime?: boolean;
  minuteStep?: MinuteStep;
  disabled?: boolean;
  size?: Size;
}

export function DateInput({
  label,
  error,
  value,
  onChange,
  min,
  max,
  showTime,
  minuteStep,
  disabled,
  size = 'md',
}: DateInputProps) {
  const text = useKitText();
  // Text being typed; null while the field shows the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);

  const change = (next: number | null) => {
    if (next !== value) onChange(next);
  };

  const commit = () => {
    if (draft === null) return;
    setDraft(null); // an invalid draft is dropped, so the previous value shows again
    if (draft.trim() === '') return change(null);
    const day = parseDateInput(draft, { min, max });
    if (day !== null) change(keepTime(day, value));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter commits the date; it must not also submit the surrounding form with the old value.
    event.preventDefault();
    commit();
  };

  const pick = (day: number) => {
    setCalendarOpen(false);
    setDraft(null);
    change(keepTime(day, value));
  };

  return (
    <Field label={label} error={error}>
      {(control) => (
        <Row>
          <DateText
            {...control}
            $size={size}
            value={draft ?? formatDate(value, showTime)}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            onBlur={commit}
          />
          <Popover
            open={calendarOpen}
            onOpenChange={setCalendarOpen}
            label={text('ui.date.calendar')}
            align="end"
            trigger={
              <Button variant="secondary" size={size} disabled={disabled} aria-label={text('ui.date.openCalendar')}>
                <CalendarIcon />
              </Button>
            }
          >
            <Calendar value={value} onSelect={pick} min={min} max={max} />
          </Popover>
          {showTime && (
            <TimePicker
              value={value === null ? { hour: 0, minute: 0 } : timeOf(value)}
              onChange={(time) => value !== null && change(withTime(value, time))}
              minuteStep={minuteStep}
              disabled={disabled || value === null}
              size={size}
            />
          )}
        </Row>
      )}
    </Field>
  );
}

// The date keeps room for its longest form ('Nov 29, 2026, 10:45 PM'); on a narrow form the
// time picker takes a line of its own rather than squeezing it.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const DateText = styled(Input)`
  flex: 1 1 12rem;
  min-width: 11rem;
`;
