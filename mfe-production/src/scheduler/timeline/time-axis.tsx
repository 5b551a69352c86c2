import { memo, useMemo } from 'react';
import { LABEL_WIDTH } from './layout';
import { DAY_MS, dayStarts, HOUR_MS, hourStarts, toX, type PixelScale } from './time-scale';
import { Axis, Corner, DayLabel, DayTick, Header, HourTick } from './timeline.styles';
import type { Span, TimelineZoom } from './types';

const DAY_LABELS: Record<TimelineZoom, Intl.DateTimeFormatOptions> = {
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  week: { weekday: 'short', day: 'numeric', month: 'short' },
  month: { day: 'numeric', month: 'short' },
};

interface TimeAxisProps {
  /** The language the day and hour labels are written in. */
  locale: string | undefined;
  timeWindow: Span;
  scale: PixelScale;
  zoom: TimelineZoom;
}

/** The sticky header: a tick per local day, and per hour in day zoom, within the rendered window. */
export const TimeAxis = memo(function TimeAxis({ timeWindow, scale, zoom, locale }: TimeAxisProps) {
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, DAY_LABELS[zoom]),
      hour: new Intl.DateTimeFormat(locale, { hour: 'numeric' }),
    }),
    [zoom, locale],
  );
  const width = toX(scale, scale.to);
  return (
    <Header style={{ width: LABEL_WIDTH + width }}>
      <Corner />
      <Axis style={{ width }}>
        {dayStarts(timeWindow).map((day) => (
          <DayTick key={day} style={{ left: toX(scale, day), width: DAY_MS * scale.pxPerMs }}>
            <DayLabel>{formats.day.format(day)}</DayLabel>
          </DayTick>
        ))}
        {zoom === 'day' &&
          hourStarts(timeWindow).map((hour) => (
            <HourTick key={hour} style={{ left: toX(scale, hour), width: HOUR_MS * scale.pxPerMs }}>
              {formats.hour.format(hour)}
            </HourTick>
          ))}
      </Axis>
    </Header>
  );
});
