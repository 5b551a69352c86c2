/**
 * The facets of a build's files for the build viewer: each distinct file downloaded once, a few
 * at a time, with how many are in; the failure's reason if one cannot be had. Files already in
 * are kept while the build changes, so a re-packed build downloads only the files it adds.
 */
import { useEffect, useRef, useState } from 'react';
import { loadPartBytes, parseStl, PartLoadFailed, type PartFacets } from './load-part';

export type BuildPartsState =
  | { phase: 'loading'; loaded: number; total: number }
  | { phase: 'failed'; reason: string }
  | { phase: 'ready'; parts: ReadonlyMap<number, PartFacets> };

/** Files downloaded at once: more would only queue in the browser, each holding its bytes until parsed. */
const PARALLEL = 4;

const ignoreProgress = () => {};

export function useBuildParts(fileIds: readonly number[], genericError: string): BuildPartsState {
  const key = [...new Set(fileIds)].sort((a, b) => a - b).join(',');
  const cache = useRef(new Map<number, PartFacets>());
  const [state, setState] = useState<BuildPartsState>({ phase: 'loading', loaded: 0, total: new Set(fileIds).size });

  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    const cached = cache.current;
    for (const id of cached.keys()) if (!ids.includes(id)) cached.delete(id);
    const queue = ids.filter((id) => !cached.has(id));
    let loaded = ids.length - queue.length;
    const controller = new AbortController();
    setState({ phase: 'loading', loaded, total: ids.length });
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const bytes = await loadPartBytes({ fileId: id }, ignoreProgress, controller.signal);
        controller.signal.throwIfAborted();
        cached.set(id, parseStl(bytes));
        setState({ phase: 'loading', loaded: ++loaded, total: ids.length });
      }
    };
    Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker))
      .then(() => setState({ phase: 'ready', parts: new Map(cached) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // One file missing and the build would look complete without it: no build then.
        controller.abort();
        setState({ phase: 'failed', reason: error instanceof PartLoadFailed && error.message ? error.message : genericError });
      });
    return () => controller.abort();
    // The files are their sorted ids: a new array for the same files is not a new build.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
