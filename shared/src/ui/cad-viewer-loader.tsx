/**
 * CadViewer as the kit exports it: the viewer and three.js (about 600 KB minified) load when a
 * viewer first opens, never with the pages that show none. The texts of its fallback are the
 * kit's 'Loading…', so the viewer adds nothing to the kit's text table either.
 */
import { lazy, Suspense } from 'react';
import type { CadViewerProps } from './cad-viewer';
import { Loading } from './loading';

const LazyCadViewer = lazy(() => import('./cad-viewer'));

export function CadViewer(props: CadViewerProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyCadViewer {...props} />
    </Suspense>
  );
}
