/** Hour and minute selects; minutes come in steps of 1, 10, 15 or 30 (`minuteStep`, 1 by default). */
import styled from 'styled-components';
import type { TimeOfDay } from './date-format';
import { Select } from './field';
import { useKitText } from './use-kit-text';
import { space, type Size } from './tokens';

export type MinuteStep = 1 | 10 | 15 | 30;

export interface TimePickerProps {
  value: TimeOfDay;
  onChange: (value: TimeOfDay) => void;
  minuteStep?: MinuteStep;
  disabled?: boolean;
  size?: Size;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes on the step, plus the current minute when it is off the step so the select never lies. */
function minuteOptions(step: MinuteStep, current: number): number[] {
  const onStep = Array.from({ length: 60 / step }, (_, index) => index * step);
  return onStep.includes(current) ? onStep : [...onStep, current].sort((a, b) => a - b);
}

export function TimePicker({ value, onChange, minuteStep = 1, disabled, size = 'md' }: TimePickerProps) {
  const text = useKitText();
  return (
    <Group role="group" aria-label={text('ui.time.label')}>
      <Select
        aria-label={text('ui.time.hour')}
        $size={size}
        value={value.hour}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, hour: Number(event.target.value) })}
      >
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {pad(hour)}
          </option>
        ))}
      </Select>
      <span aria-hidden>:</span>
      <Select
        aria-label={text('ui.time.minute')}
        $size={size}
        value={value.minute}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, minute: Number(event.target.value) })}
      >
        {minuteOptions(minuteStep, value.minute).map((minute) => (
          <option key={minute} value={minute}>
            {pad(minute)}
          </option>
        ))}
      </Select>
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
`;
