/**
 * A working week as a planner sets it, for the facility or one machine: the days it works, when
 * the day starts and ends (an end at 00:00 is midnight, the end of the day), and the days it is
 * closed. The plan reads them in the facility's time zone.
 */
import moment from 'moment';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, CheckboxGroup, DateInput, Fieldset, formatDate, Muted, RowButton, space, TimePicker } from 'shared/ui';
import { useText } from '../texts';

export interface CalendarValue {
  workingDays: number[];
  dayStartMinute: number;
  dayEndMinute: number;
  closedDays: string[];
}

const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7];
const DAY_MINUTES = 1440;
const timeOf = (minutes: number) => ({ hour: Math.floor(minutes / 60) % 24, minute: minutes % 60 });
const DAY_FORMAT = 'YYYY-MM-DD';

export function calendarError(calendar: CalendarValue): 'plan.dayEndsBeforeStart' | null {
  return calendar.dayEndMinute <= calendar.dayStartMinute ? 'plan.dayEndsBeforeStart' : null;
}

export function CalendarFields({
  value,
  onChange,
  disabled,
}: {
  value: CalendarValue;
  onChange: (value: CalendarValue) => void;
  disabled?: boolean;
}) {
  const text = useText();
  const intl = useIntl();
  const [closing, setClosing] = useState<number | null>(null);
  // 1 January 2024 was a Monday: ISO day d is d - 1 days after it.
  const dayName = (day: number) => intl.formatDate(Date.UTC(2024, 0, day), { weekday: 'long', timeZone: 'UTC' });
  const error = calendarError(value);
  const addClosed = () => {
    const day = moment(closing).format(DAY_FORMAT);
    if (!value.closedDays.includes(day)) onChange({ ...value, closedDays: [...value.closedDays, day].sort() });
    setClosing(null);
  };
  return (
    <Stack>
      <CheckboxGroup
        legend={text('plan.workingDays')}
        options={ISO_DAYS.map((day) => ({ value: day, label: dayName(day), disabled }))}
        selected={value.workingDays}
        onChange={(day, chosen) =>
          onChange({
            ...value,
            workingDays: chosen ? [...value.workingDays, day].sort() : value.workingDays.filter((d) => d !== day),
          })
        }
      />
      <Hours>
        <Fieldset legend={text('plan.dayStarts')}>
          <TimePicker
            value={timeOf(value.dayStartMinute)}
            minuteStep={15}
            disabled={disabled}
            onChange={({ hour, minute }) => onChange({ ...value, dayStartMinute: hour * 60 + minute })}
          />
        </Fieldset>
        <Fieldset legend={text('plan.dayEnds')} error={error ? text(error) : undefined}>
          <TimePicker
            value={timeOf(value.dayEndMinute)}
            minuteStep={15}
            disabled={disabled}
            onChange={({ hour, minute }) => onChange({ ...value, dayEndMinute: hour * 60 + minute || DAY_MINUTES })}
          />
        </Fieldset>
      </Hours>
      <Fieldset legend={text('plan.closedDays')}>
        {value.closedDays.length === 0 ? (
          <Muted>{text('plan.noClosedDays')}</Muted>
        ) : (
          <ClosedList>
            {value.closedDays.map((day) => (
              <li key={day}>
                <span>{formatDate(moment(day, DAY_FORMAT).valueOf())}</span>
                {!disabled && (
                  <RowButton
                    danger
                    label={text('plan.openDay', { day: formatDate(moment(day, DAY_FORMAT).valueOf()) })}
                    onClick={() => onChange({ ...value, closedDays: value.closedDays.filter((d) => d !== day) })}
                  >
                    {text('plan.remove')}
                  </RowButton>
                )}
              </li>
            ))}
          </ClosedList>
        )}
        {!disabled && (
          <AddDay>
            <DateInput label={text('plan.closedDay')} value={closing} onChange={setClosing} />
            <Button variant="secondary" disabled={closing === null} onClick={addClosed}>
              {text('plan.addClosedDay')}
            </Button>
          </AddDay>
        )}
      </Fieldset>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(3)};
`;

const Hours = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(4)};
`;

const ClosedList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space(2)};
  display: grid;
  gap: ${space(1)};
  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
  }
`;

const AddDay = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(2)};
`;
