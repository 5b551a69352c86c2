/**
 * The scheduler's range: a step back or ahead by its length, its first and last day, the
 * timeline's zoom, and its refresh (every 5 minutes unless switched off, or now) with the time
 * of the last answer.
 */
import { useIntl } from 'react-intl';
import {
  addDays,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  DateInput,
  Muted,
  SelectField,
  startOfDay,
  Toolbar,
} from 'shared/ui';
import { useJobText } from 'shared/jobs';
import { useText } from '../texts';
import { shiftRange, type Range } from './scheduler-logic';
import type { TimelineZoom } from './timeline';

export interface RangeBarProps {
  range: Range;
  onRange: (range: Range) => void;
  zoom: TimelineZoom;
  onZoom: (zoom: TimelineZoom) => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  /** Asks for the jobs again: not while the range is not valid. */
  onRefresh: () => void;
  refreshable: boolean;
  /** When the last answer came, if one did. */
  updatedAt: number | undefined;
}

export function RangeBar(props: RangeBarProps) {
  const { range, onRange, zoom, onZoom, autoRefresh, onAutoRefresh, onRefresh, refreshable, updatedAt } = props;
  const text = useText();
  const jobText = useJobText();
  const { locale } = useIntl();
  return (
    <Toolbar>
      <Button
        variant="secondary"
        size="sm"
        aria-label={text('scheduler.previous')}
        onClick={() => onRange(shiftRange(range, -1))}
      >
        <ChevronLeftIcon />
      </Button>
      <DateInput
        label={jobText('jobs.from')}
        value={range.from}
        onChange={(from) => from !== null && onRange({ ...range, from })}
        size="sm"
      />
      <DateInput
        label={jobText('jobs.to')}
        value={range.to}
        // The end date means the whole of that day.
        onChange={(to) => to !== null && onRange({ ...range, to: endOfDay(to) })}
        size="sm"
      />
      <Button variant="secondary" size="sm" aria-label={text('scheduler.next')} onClick={() => onRange(shiftRange(range, 1))}>
        <ChevronRightIcon />
      </Button>
      <SelectField
        label={text('scheduler.zoom')}
        size="sm"
        value={zoom}
        options={[
          { value: 'day', label: text('scheduler.zoomDay') },
          { value: 'week', label: text('scheduler.zoomWeek') },
          { value: 'month', label: text('scheduler.zoomMonth') },
        ]}
        onChange={(value) => onZoom(value as TimelineZoom)}
      />
      <label>
        <input type="checkbox" checked={autoRefresh} onChange={(event) => onAutoRefresh(event.target.checked)} />{' '}
        {text('scheduler.autoRefresh')}
      </label>
      <Button variant="link" size="sm" onClick={onRefresh} disabled={!refreshable}>
        {text('scheduler.refresh')}
      </Button>
      <Muted role="status">
        {updatedAt ? text('scheduler.lastUpdated', { time: new Date(updatedAt).toLocaleTimeString(locale) }) : ''}
      </Muted>
    </Toolbar>
  );
}

const endOfDay = (ms: number) => addDays(startOfDay(ms), 1) - 1;
