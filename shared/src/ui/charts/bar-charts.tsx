/**
 * Bars across, one a row, names on the left — a long name (a machine, a customer) reads on a phone
 * too: one bar a name (`Bars`), or a group of bars a name, one for each series (`GroupedBars`).
 */
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { barsHeight, groupedBarsHeight } from './chart-sizes';
import { flatPoints, LEGEND_STYLE, seriesColor, TICK, type ChartPoint, type ChartSeries, type SeriesPoint } from './chart-style';
import { colors } from '../tokens';

export interface BarsProps {
  points: ChartPoint[];
  /** A value as the reader's language writes it. */
  format: (value: number) => string;
  /** What a bar counts, for the tooltip. */
  valueName: string;
}

export function Bars({ points, format, valueName }: BarsProps) {
  return (
    <BarChart
      responsive
      layout="vertical"
      data={points}
      accessibilityLayer={false}
      style={{ width: '100%', height: barsHeight(points.length) }}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
    >
      <CartesianGrid horizontal={false} stroke={colors.border} />
      <XAxis type="number" allowDecimals={false} tickFormatter={format} tick={TICK} />
      <YAxis type="category" dataKey="label" width={120} tick={TICK} />
      <Tooltip formatter={(value) => [format(Number(value)), valueName]} />
      <Bar dataKey="value" fill={colors.primary} isAnimationActive={false} />
    </BarChart>
  );
}

export interface GroupedBarsProps {
  points: SeriesPoint[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** The value axis' range, e.g. [0, 1] for shares; from the values when not given. */
  domain?: [number, number];
}

export function GroupedBars({ points, series, format, domain }: GroupedBarsProps) {
  return (
    <BarChart
      responsive
      layout="vertical"
      data={flatPoints(points)}
      accessibilityLayer={false}
      style={{ width: '100%', height: groupedBarsHeight(points.length, series.length) }}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
    >
      <CartesianGrid horizontal={false} stroke={colors.border} />
      <XAxis type="number" domain={domain} tickFormatter={format} tick={TICK} />
      <YAxis type="category" dataKey="label" width={120} tick={TICK} />
      <Tooltip formatter={(value, name) => [format(Number(value)), name]} />
      <Legend wrapperStyle={LEGEND_STYLE} />
      {series.map((one, index) => (
        <Bar key={one.key} dataKey={one.key} name={one.name} fill={seriesColor(index)} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}
