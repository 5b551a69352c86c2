/**
 * The dashboard's charts as the page uses them: recharts and the charts' code load with the
 * first chart drawn, in a chunk of their own, and a spinner stands in meanwhile, in the space
 * the chart will take.
 */
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Loading } from 'shared/ui';
import { barsHeight, PARETO_HEIGHT } from './chart-sizes';
import type { BarsProps, ParetoProps } from './charts';

const LazyBars = lazy(() => import('./charts').then((module) => ({ default: module.Bars })));
const LazyPareto = lazy(() => import('./charts').then((module) => ({ default: module.Pareto })));

export function BarsChart(props: BarsProps) {
  return (
    <Picture aria-hidden $height={barsHeight(props.points.length)}>
      <Suspense fallback={<Loading size="sm" />}>
        <LazyBars {...props} />
      </Suspense>
    </Picture>
  );
}

export function ParetoChart(props: ParetoProps) {
  return (
    <Picture aria-hidden $height={PARETO_HEIGHT}>
      <Suspense fallback={<Loading size="sm" />}>
        <LazyPareto {...props} />
      </Suspense>
    </Picture>
  );
}

const Picture = styled.div<{ $height: number }>`
  min-width: 0;
  min-height: ${({ $height }) => $height}px;
`;
