/**
 * Month grid of 42 days (six full weeks, so the grid never changes height), Sunday first. Keyboard:
 * arrows move a day or a week, PageUp/PageDown a month, Enter or Space picks. Only one day is in
 * the tab order (roving focus), as in the WAI-ARIA date picker pattern; days outside min/max can be
 * focused but not picked.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from './button';
import {
  addDays,
  addMonths,
  calendarDays,
  isDayWithin,
  isSameDay,
  isSameMonth,
  startOfDay,
  type DateLimits,
} from './date-format';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useKitText } from './use-kit-text';
import { colors, focusRing, radius, space } from './tokens';

export interface CalendarProps extends DateLimits {
  value: number | null;
  onSelect: (day: number) => void;
}

const KEY_MOVES: Record<string, (day: number) => number> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

const WEEKDAY = { weekday: 'short' } as const;
const FULL_DATE = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;

export function Calendar({ value, onSelect, min, max }: CalendarProps) {
  const intl = useIntl();
  const text = useKitText();
  const [focusedDay, setFocusedDay] = useState(() => startOfDay(value ?? Date.now()));
  const focusedButton = useRef<HTMLButtonElement>(null);
  // Focus follows the keyboard (and lands on the grid when it opens), not the month buttons.
  const moveFocus = useRef(true);

  useEffect(() => {
    if (moveFocus.current) focusedButton.current?.focus();
    moveFocus.current = false;
  }, [focusedDay]);

  const handleKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusedDay(move(focusedDay));
  };

  const days = calendarDays(focusedDay);
  const weeks = Array.from({ length: 6 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  const monthLabel = intl.formatDate(focusedDay, { month: 'long', year: 'numeric' });
  const today = Date.now();

  return (
    <div>
      <Header>
        <Button
          variant="secondary"
          size="sm"
          aria-label={text('ui.date.previousMonth')}
          onClick={() => setFocusedDay(addMonths(focusedDay, -1))}
        >
          <ChevronLeftIcon />
        </Button>
        <MonthLabel aria-live="polite">{monthLabel}</MonthLabel>
        <Button
          variant="secondary"
          size="sm"
          aria-label={text('ui.date.nextMonth')}
          onClick={() => setFocusedDay(addMonths(focusedDay, 1))}
        >
          <ChevronRightIcon />
        </Button>
      </Header>
      <Grid role="grid" aria-label={monthLabel} onKeyDown={handleKeyDown}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day} scope="col">
                {intl.formatDate(day, WEEKDAY)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const selectable = isDayWithin(day, { min, max });
                const focused = day === focusedDay;
                return (
                  <td key={day} role="gridcell" aria-selected={isSameDay(day, value)}>
                    <Day
                      ref={focused ? focusedButton : undefined}
                      type="button"
                      tabIndex={focused ? 0 : -1}
                      aria-label={intl.formatDate(day, FULL_DATE)}
                      aria-disabled={!selectable || undefined}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      $outside={!isSameMonth(day, focusedDay)}
                      $selected={isSameDay(day, value)}
                      onClick={() => selectable && onSelect(day)}
                    >
                      {intl.formatDate(day, { day: 'numeric' })}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin-bottom: ${space(2)};
`;

const MonthLabel = styled.span`
  font-weight: 600;
`;

const Grid = styled.table`
  border-collapse: collapse;
  text-align: center;

  th {
    padding: ${space(1)};
    font-size: 0.75rem;
    font-weight: 600;
    color: ${colors.muted};
  }
`;

const Day = styled.button<{ $outside: boolean; $selected: boolean }>`
  width: ${space(9)};
  height: ${space(9)};
  font: inherit;
  color: ${({ $selected, $outside }) => ($selected ? colors.primaryContrast : $outside ? colors.muted : colors.text)};
  background: ${({ $selected }) => ($selected ? colors.primary : 'transparent')};
  border: 1px solid transparent;
  border-radius: ${radius};
  cursor: pointer;

  &[aria-current='date'] {
    border-color: ${colors.accent};
  }
  &[aria-disabled='true'] {
    opacity: 0.35;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
`;
