/**
 * The span the figures count: a shortcut, or days chosen by hand (from those shown), and a line
 * saying which days it is and in which time zone — or, while chosen days are not a span, what to
 * choose.
 */
import { useIntl } from 'react-intl';
import { DateInput, Muted, SelectField } from 'shared/ui';
import { useText } from '../texts';
import { chosenDays, MAX_SPAN_DAYS, RANGE_SHORTCUTS, type RangeChoice, type RangeShortcut } from './analytics-range';
import { dateInputValue, dayOfDateInput, type CalendarDay } from './zoned-days';

const BY_HAND = 'CUSTOM';

interface RangeProps {
  now: number;
  timeZone: string;
  choice: RangeChoice;
  onChange: (choice: RangeChoice) => void;
}

export function RangeControls({ now, timeZone, choice, onChange }: RangeProps) {
  const text = useText();
  const choose = (value: string) =>
    onChange(
      value === BY_HAND
        ? (chosenDays(choice, now, timeZone) ?? { first: null, last: null })
        : { shortcut: value as RangeShortcut },
    );
  return (
    <>
      <SelectField
        label={text('analytics.range')}
        value={'shortcut' in choice ? choice.shortcut : BY_HAND}
        options={[
          ...RANGE_SHORTCUTS.map((shortcut) => ({ value: shortcut, label: text(`analytics.shortcut.${shortcut}`) })),
          { value: BY_HAND, label: text('analytics.custom') },
        ]}
        onChange={choose}
      />
      {!('shortcut' in choice) && (
        <>
          <DateInput
            label={text('analytics.from')}
            value={choice.first && dateInputValue(choice.first)}
            onChange={(value) => onChange({ ...choice, first: value === null ? null : dayOfDateInput(value) })}
          />
          <DateInput
            label={text('analytics.to')}
            value={choice.last && dateInputValue(choice.last)}
            onChange={(value) => onChange({ ...choice, last: value === null ? null : dayOfDateInput(value) })}
          />
        </>
      )}
    </>
  );
}

/** Which days the figures count, in which zone; or what to choose. */
export function RangeShown({ now, timeZone, choice }: Omit<RangeProps, 'onChange'>) {
  const text = useText();
  const intl = useIntl();
  const days = chosenDays(choice, now, timeZone);
  const written = ({ year, month, day }: CalendarDay) =>
    intl.formatDate(Date.UTC(year, month - 1, day), { timeZone: 'UTC', dateStyle: 'medium' });
  if (days === null) return <Muted role="status">{text('analytics.pickDays', { days: MAX_SPAN_DAYS })}</Muted>;
  return <Muted>{text('analytics.spanShown', { first: written(days.first), last: written(days.last), zone: timeZone })}</Muted>;
}
