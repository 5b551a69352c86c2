/**
 * A packing on the server's side of the worker: the part files read and moved to the worker,
 * its progress told to the facility's open pages (at most once a second, through the event feed,
 * so a page on any server sees it), and a request to stop, made through any server, passed on
 * to the worker by a shared flag the packer reads between instances.
 */
import { MessageChannel } from 'node:worker_threads';
import type { Db } from '../../db/database.js';
import type { PackProgress } from '../geometry/packing/pack-types.js';
import { filesByIds } from '../queries.js';
import type { GeometryPool } from './geometry-pool.js';
import type { GeometryResult, GeometryTask } from './geometry-task.js';

/** How often the page hears of a packing's progress, and how soon a request to stop reaches it. */
const INTERVAL_MS = 1000;

export async function runPacking(
  deps: { db: Db; pool: Pick<GeometryPool, 'run'>; read: (storageKey: string) => Promise<ArrayBuffer> },
  operation: { id: number; parameters: Record<string, unknown> | null },
  task: GeometryTask,
): Promise<GeometryResult> {
  const { db, pool, read } = deps;
  const { parts, facilityId } = operation.parameters as { parts: { fileId: number }[]; facilityId: number };
  const files = new Map((await filesByIds(db, [...new Set(parts.map((part) => part.fileId))])).map((file) => [file.id, file]));
  // Each part its own buffer, even a file named twice: a buffer can be moved to the worker once.
  task.parts = await Promise.all(parts.map((part) => read(files.get(part.fileId)!.storage_key)));
  const channel = new MessageChannel();
  const cancel = new Int32Array(new SharedArrayBuffer(4));
  task.progress = channel.port2;
  task.cancel = cancel;
  let told = 0;
  // The writes in the order told, so an older progress never lands over a newer one.
  let kept: Promise<unknown> = Promise.resolve();
  const keep = (progress: PackProgress) =>
    (kept = kept
      .then(() =>
        db
          .updateTable('file_operations')
          .set({ progress: { placed: progress.placed, total: progress.total, density: progress.density } })
          .where('id', '=', operation.id)
          .execute(),
      )
      .catch(() => undefined));
  // Once the answer is in, a report still on its way is older than what the answer says.
  let answered = false;
  channel.port1.on('message', (progress: PackProgress) => {
    if (answered || Date.now() - told < INTERVAL_MS) return;
    told = Date.now();
    // Kept on the operation before it is told, so a page that reads again on hearing of it sees it.
    void keep(progress).then(() =>
      db
        .insertInto('event_outbox')
        .values({
          topic: 'file.operation.progress',
          rfq_id: null,
          match_id: null,
          company_ids: [facilityId],
          payload: { operationId: operation.id, ...progress },
        })
        .execute()
        .catch(() => undefined),
    );
  });
  const checkCancel = () =>
    void db
      .selectFrom('file_operations')
      .select('cancel_requested_at')
      .where('id', '=', operation.id)
      .executeTakeFirst()
      .then((row) => row?.cancel_requested_at && Atomics.store(cancel, 0, 1))
      .catch(() => undefined);
  // A request to stop made while the packing waited in the queue is heard as it starts, not a
  // second later, when a small packing may have placed everything.
  checkCancel();
  const watch = setInterval(checkCancel, INTERVAL_MS);
  try {
    const result = await pool.run(task);
    answered = true;
    // The worker's last report may reach this thread after its answer, or not at all once the
    // port closes: what the packing came to is kept from the answer itself.
    const { placements, unplaced, density } = result.responseData as {
      placements?: { pinned: boolean }[];
      unplaced?: unknown[];
      density?: number;
    };
    if (result.status === 'SUCCESS' && placements && unplaced && density !== undefined) {
      const placed = placements.filter((placement) => !placement.pinned).length;
      await keep({ placed, total: placed + unplaced.length, density });
    }
    return result;
  } finally {
    clearInterval(watch);
    channel.port1.close();
  }
}
