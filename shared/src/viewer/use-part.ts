/**
 * A part for the viewer, from its source to its facets and then its defects: the state the
 * viewer shows (downloading with bytes, failed with the reason, empty, ready) and what the mesh
 * check found once it has run, after the first frame.
 */
import { useEffect, useState } from 'react';
import { clusteredCopy } from './clustered-copy';
import { analyseMesh, type MeshDefects } from './mesh-defects';
import { boundingBox, type Box } from './part-geometry';
import { loadPartBytes, parseStl, PartLoadFailed, type Download, type PartFacets, type PartSource } from './load-part';

export type PartState =
  | { phase: 'loading'; download: Download | null }
  | { phase: 'failed'; reason: string }
  | { phase: 'empty' }
  | { phase: 'ready'; facets: PartFacets; box: Box };

const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

export interface UsedPart {
  part: PartState;
  /** Null until the mesh is checked. */
  defects: MeshDefects | null;
  /** The coarse copy turned while the part moves (clustered-copy.ts), once made; null for a small part. */
  movingCopy: Float32Array | null;
}

export function usePart(source: PartSource, genericError: string): UsedPart {
  const [part, setPart] = useState<PartState>({ phase: 'loading', download: null });
  const [defects, setDefects] = useState<MeshDefects | null>(null);
  const [movingCopy, setMovingCopy] = useState<Float32Array | null>(null);
  const key = 'fileId' in source ? source.fileId : source.bytes;

  useEffect(() => {
    const controller = new AbortController();
    setPart({ phase: 'loading', download: null });
    setDefects(null);
    setMovingCopy(null);
    (async () => {
      const bytes = await loadPartBytes(source, (download) => setPart({ phase: 'loading', download }), controller.signal);
      controller.signal.throwIfAborted();
      // Marks for the viewer bench's breakdown of the first frame (e2e/bench/viewer-bench.mjs);
      // jsdom's performance has no mark().
      performance.mark?.('cad-viewer:downloaded');
      const facets = parseStl(bytes);
      performance.mark?.('cad-viewer:parsed');
      const box = boundingBox(facets.positions);
      if (!box) return setPart({ phase: 'empty' });
      setPart({ phase: 'ready', facets, box });
      // The check waits for the first frame: the part is seen before its defects are counted.
      await afterNextFrame();
      controller.signal.throwIfAborted();
      const found = await analyseMesh(facets.positions, { signal: controller.signal });
      setDefects(found);
      setMovingCopy(await clusteredCopy(facets.positions, box, { signal: controller.signal }));
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setPart({ phase: 'failed', reason: error instanceof PartLoadFailed && error.message ? error.message : genericError });
    });
    return () => controller.abort();
    // The source is its id or its bytes: a new object for the same part is not a new part.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { part, defects, movingCopy };
}
