/**
 * `shared/viewer`: CadViewer for the areas that show parts. It is not in the kit's index, and
 * the build does not share it through the shell (webpack-preset.mjs), so the login and landing
 * pages carry not a byte of it: each area that imports it bundles this loader, and the viewer
 * with three.js (about 600 KB minified) is that area's own chunk, fetched when a viewer first
 * opens. The viewer takes the kit's components from `shared/ui`, the page's one copy (their
 * contexts: portal container, texts), and only the kit's plain tokens by path.
 */
import { lazy, Suspense } from 'react';
import type { CadViewerProps } from './cad-viewer';
import { Loading } from 'shared/ui';

const LazyCadViewer = lazy(() => import('./cad-viewer'));

export function CadViewer(props: CadViewerProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyCadViewer {...props} />
    </Suspense>
  );
}
