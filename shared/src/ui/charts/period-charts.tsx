/**
 * Charts along an axis of names or periods: the Pareto (bars ranked by count, with the cumulative
 * share as a line on its own axis), and a series chart (each series' value per period, as bars
 * side by side or as lines).
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { PARETO_HEIGHT, SERIES_HEIGHT } from './chart-sizes';
import { flatPoints, LEGEND_STYLE, seriesColor, TICK, type ChartPoint, type ChartSeries, type SeriesPoint } from './chart-style';
import { colors } from '../tokens';

interface ParetoPoint extends ChartPoint {
  /** The share of the whole up to this point, 0 to 1. */
  cumulative: number;
}

export interface ParetoProps {
  points: ParetoPoint[];
  format: (value: number) => string;
  formatShare: (share: number) => string;
  valueName: string;
  shareName: string;
}

export function Pareto({ points, format, formatShare, valueName, shareName }: ParetoProps) {
  return (
    <ComposedChart
      responsive
      data={points}
      accessibilityLayer={false}
      style={{ width: '100%', height: PARETO_HEIGHT }}
      margin={{ top: 8, right: 8, bottom: 4, left: 4 }}
    >
      <CartesianGrid vertical={false} stroke={colors.border} />
      <XAxis dataKey="label" tick={TICK} interval={0} />
      <YAxis yAxisId="value" tickFormatter={format} tick={TICK} width={72} />
      <YAxis yAxisId="share" orientation="right" domain={[0, 1]} tickFormatter={formatShare} tick={TICK} width={48} />
      <Tooltip
        formatter={(value, name) =>
          name === 'cumulative' ? [formatShare(Number(value)), shareName] : [format(Number(value)), valueName]
        }
      />
      <Bar yAxisId="value" dataKey="value" fill={colors.primary} isAnimationActive={false} />
      <Line
        yAxisId="share"
        dataKey="cumulative"
        stroke={colors.accent}
        strokeWidth={2}
        dot={{ r: 3 }}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}

export interface SeriesProps {
  /** One a period, in order. */
  points: SeriesPoint[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** The value axis' range, e.g. [0, 1] for shares; from the values when not given. */
  domain?: [number, number];
}

export function Series({ points, series, format, domain }: SeriesProps) {
  return (
    <ComposedChart
      responsive
      data={flatPoints(points)}
      accessibilityLayer={false}
      style={{ width: '100%', height: SERIES_HEIGHT }}
      margin={{ top: 8, right: 8, bottom: 4, left: 4 }}
    >
      <CartesianGrid vertical={false} stroke={colors.border} />
      <XAxis dataKey="label" tick={TICK} />
      <YAxis domain={domain} tickFormatter={format} tick={TICK} width={72} />
      <Tooltip formatter={(value, name) => [format(Number(value)), name]} />
      <Legend wrapperStyle={LEGEND_STYLE} />
      {series.map((one, index) =>
        one.as === 'line' ? (
          <Line
            key={one.key}
            dataKey={one.key}
            name={one.name}
            stroke={seriesColor(index)}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ) : (
          <Bar key={one.key} dataKey={one.key} name={one.name} fill={seriesColor(index)} isAnimationActive={false} />
        ),
      )}
    </ComposedChart>
  );
}
