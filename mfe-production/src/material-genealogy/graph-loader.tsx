/**
 * The genealogy's drawing, fetched with its libraries (React Flow, ELK) only when a trace is
 * shown, so that the remote's first load does not carry them.
 */
import { lazy, Suspense } from 'react';
import { Loading } from 'shared/ui';
import type { GenealogyGraphProps } from './genealogy-graph';

const GenealogyGraph = lazy(() => import('./genealogy-graph'));

export function GraphLoader(props: GenealogyGraphProps) {
  return (
    <Suspense fallback={<Loading />}>
      <GenealogyGraph {...props} />
    </Suspense>
  );
}
