/**
 * What the charts share: the shapes of their points, how their axes' ticks are written, and the
 * colours of a chart's series, in the theme's colours (CSS variables) so a tenant's theme
 * restyles them too.
 */
import { colors } from '../tokens';

/** One bar: what it is named and what it counts. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** One group of bars, or one period of a series chart: its name and each series' value (null: none). */
export interface SeriesPoint {
  label: string;
  values: Record<string, number | null>;
}

/** A series of a chart with several: its key in the points' values, its name in the legend and tooltip. */
export interface ChartSeries {
  key: string;
  name: string;
  /** Drawn as bars (the default) or as a line over the periods (series charts only). */
  as?: 'bar' | 'line';
}

export const TICK = { fontSize: 12, fill: colors.text };
export const LEGEND_STYLE = { fontSize: 12, color: colors.text };

const SERIES_COLORS = [colors.primary, colors.accent, colors.success, colors.warning, colors.muted];
/** The colour of a chart's n-th series. */
export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];

/** The points as recharts reads them: the label and each series' value side by side. */
export const flatPoints = (points: SeriesPoint[]) => points.map((point) => ({ ...point.values, label: point.label }));
