/**
 * The dashboard's pictures, drawn with recharts: bars of a count by a name, and the defect codes'
 * Pareto (bars ranked by count or cost, with the cumulative share as a line on its own axis).
 * This module is loaded only when a chart is drawn (lazy-charts.tsx), so the other quality pages
 * never carry recharts. The pictures are for the eye: each figure's table says the same to a screen
 * reader, so they are hidden from it and take no focus.
 */
import { Bar, BarChart, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { barsHeight, PARETO_HEIGHT } from './chart-sizes';
import { colors } from 'shared/ui';

interface ChartPoint {
  label: string;
  value: number;
}

export interface BarsProps {
  points: ChartPoint[];
  /** A value as the reader's language writes it. */
  format: (value: number) => string;
  /** What a bar counts, for the tooltip. */
  valueName: string;
}

const TICK = { fontSize: 12, fill: colors.text };

/** Bars across, one a row, names on the left: a long name (a machine, a customer) reads on a phone too. */
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
