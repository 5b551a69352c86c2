/**
 * `shared/viewer`: CadViewer (a part) and BuildViewer (a packed build) for the areas that show
 * them. It is not in the kit's index, and the build does not share it through the shell
 * (webpack-preset.mjs), so the login and landing pages carry not a byte of it: each area that
 * imports it bundles this loader, and each viewer with three.js (about 600 KB minified) is that
 * area's own chunk, fetched when a viewer first opens. The viewers take the kit's components from
 * `shared/ui`, the page's one copy (their contexts: portal container, texts), and only the kit's
 * plain tokens by path. `groupColour` is plain (no three.js), for a page's legend of a build.
 */
import { lazy, Suspense } from 'react';
import type { BuildViewerProps } from './build-viewer';
import type { CadViewerProps } from './cad-viewer';
import { Loading } from 'shared/ui';

export { groupColour } from './group-colours';
export type { BuildViewerProps };

const LazyCadViewer = lazy(() => import('./cad-viewer'));
const LazyBuildViewer = lazy(() => import('./build-viewer'));

export function CadViewer(props: CadViewerProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyCadViewer {...props} />
    </Suspense>
  );
}

export function BuildViewer(props: BuildViewerProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyBuildViewer {...props} />
    </Suspense>
  );
}
