/**
 * The charts as pages use them: recharts and the charts' code load with the first chart drawn, in
 * a chunk of their own, and a spinner stands in meanwhile, in the space the chart will take. The
 * picture is hidden from screen readers: the figure's table carries its numbers.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Loading } from '../loading';
import type { BarsProps, GroupedBarsProps } from './bar-charts';
import { barsHeight, groupedBarsHeight, PARETO_HEIGHT, SERIES_HEIGHT } from './chart-sizes';
import type { ParetoProps, SeriesProps } from './period-charts';

const charts = () => import('./charts');
const LazyBars = lazy(() => charts().then((module) => ({ default: module.Bars })));
const LazyGroupedBars = lazy(() => charts().then((module) => ({ default: module.GroupedBars })));
const LazyPareto = lazy(() => charts().then((module) => ({ default: module.Pareto })));
const LazySeries = lazy(() => charts().then((module) => ({ default: module.Series })));

/** A bar a name: a count by machine, by material, by customer. */
export function BarsChart(props: BarsProps) {
  return (
    <Picture height={barsHeight(props.points.length)}>
      <LazyBars {...props} />
    </Picture>
  );
}

/** A group of bars a name, one for each series: planned and actual hours by machine. */
export function GroupedBarsChart(props: GroupedBarsProps) {
  return (
    <Picture height={groupedBarsHeight(props.points.length, props.series.length)}>
      <LazyGroupedBars {...props} />
    </Picture>
  );
}

/** Bars ranked by count, with the cumulative share of the whole as a line. */
export function ParetoChart(props: ParetoProps) {
  return (
    <Picture height={PARETO_HEIGHT}>
      <LazyPareto {...props} />
    </Picture>
  );
}

/** Each series' value per period, as bars or as lines. */
export function SeriesChart(props: SeriesProps) {
  return (
    <Picture height={SERIES_HEIGHT}>
      <LazySeries {...props} />
    </Picture>
  );
}

function Picture({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Frame aria-hidden $height={height}>
      <Suspense fallback={<Loading size="sm" />}>{children}</Suspense>
    </Frame>
  );
}

const Frame = styled.div<{ $height: number }>`
  min-width: 0;
  min-height: ${({ $height }) => $height}px;
`;
