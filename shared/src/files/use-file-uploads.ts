import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/base-query.js';
import { fileExtension, type UploadStage } from '../contracts/files.js';
import type { FileClient } from './file-client.js';
import { FileOperationFailed, processCadFile, type ProcessedFile, type StageChange } from './upload-flow.js';

/** Where one dropped file is: refused before upload, running a stage, processed, failed or cancelled. */
export type UploadState =
  | { phase: 'refused'; extension: string }
  | { phase: 'running'; change: StageChange }
  | { phase: 'done'; outcome: ProcessedFile }
  | { phase: 'failed'; stage: UploadStage; reason: string }
  | { phase: 'cancelled' };

export interface UploadItem {
  key: number;
  file: File;
  state: UploadState;
}

export interface FileUploadsOptions {
  client: FileClient;
  /** Extensions accepted, lowercase without the dot. */
  accept: readonly string[];
  onProcessed?: (outcome: ProcessedFile, file: File) => void;
}

/** Whether two states read the same to a listener: a new phase or stage, not more bytes sent. */
const sameStep = (a: UploadState, b: UploadState) =>
  a.phase === b.phase && (a.phase !== 'running' || a.change.stage === (b as typeof a).change.stage);

/**
 * The uploads of one drop zone: each accepted file runs the upload flow on its own, can be
 * cancelled while it runs and tried again after it failed or was cancelled. `lastChange` is the
 * latest item that entered a new phase or stage, for a live region to announce.
 */
export function useFileUploads({ client, accept, onProcessed }: FileUploadsOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [lastChange, setLastChange] = useState<UploadItem>();
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);
  // The host's callback of the latest render, so a flow started earlier reports to it.
  const processed = useRef(onProcessed);
  useEffect(() => {
    processed.current = onProcessed;
  }, [onProcessed]);

  const update = useCallback((key: number, file: File, state: UploadState) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, state } : item)));
    setLastChange((last) => (last?.key === key && sameStep(last.state, state) ? last : { key, file, state }));
  }, []);

  const run = useCallback(
    async (key: number, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      let stage: UploadStage = 'UPLOAD';
      try {
        const outcome = await processCadFile(file, client, {
          signal: controller.signal,
          onStage: (change) => {
            stage = change.stage;
            update(key, file, { phase: 'running', change });
          },
        });
        update(key, file, { phase: 'done', outcome });
        processed.current?.(outcome, file);
      } catch (error) {
        if (controller.signal.aborted) update(key, file, { phase: 'cancelled' });
        else
          update(key, file, {
            phase: 'failed',
            stage,
            reason: error instanceof FileOperationFailed ? error.reason : errorMessage(error),
          });
      } finally {
        controllers.current.delete(key);
      }
    },
    [client, update],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file): UploadItem => {
        const extension = fileExtension(file.name);
        const state: UploadState = accept.includes(extension)
          ? { phase: 'running', change: startOf(file) }
          : { phase: 'refused', extension };
        return { key: nextKey.current++, file, state };
      });
      setItems((current) => [...current, ...added]);
      for (const item of added) {
        if (item.state.phase === 'running') void run(item.key, item.file);
        else setLastChange(item);
      }
    },
    [accept, run],
  );

  const cancel = useCallback((key: number) => controllers.current.get(key)?.abort(), []);

  const retry = useCallback(
    (item: UploadItem) => {
      update(item.key, item.file, { phase: 'running', change: startOf(item.file) });
      void run(item.key, item.file);
    },
    [run, update],
  );

  const remove = useCallback((key: number) => setItems((current) => current.filter((item) => item.key !== key)), []);

  // Leaving the screen stops every upload and poll of this zone.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { items, lastChange, add, cancel, retry, remove };
}

const startOf = (file: File): StageChange => ({ stage: 'UPLOAD', loaded: 0, total: file.size, percent: 0 });
