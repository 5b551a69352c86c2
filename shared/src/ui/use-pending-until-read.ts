import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What the user just chose, shown at once while it is saved. It stays until `read` (the data
 * from the server) is a new object read after every save has returned — the read after the
 * save, which shows the choice itself. It is not cleared when a save returns, because the read
 * may still be on its way then and the old value would flash back; nor by a read that arrives
 * while a later save is still running (the read after an earlier save, which does not show the
 * later choice). Pass each save through `saving`; clear the choice yourself when a save fails.
 */
export function usePendingUntilRead<V>(
  read: unknown,
  none: V,
): [V, Dispatch<SetStateAction<V>>, <T>(save: Promise<T>) => Promise<T>] {
  const [pending, setPending] = useState<V>(none);
  const [shown, setShown] = useState(read);
  const [running, setRunning] = useState(0);
  if (shown !== read) {
    setShown(read);
    if (running === 0) setPending(none);
  }
  const saving = useCallback(async <T>(save: Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await save;
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  return [pending, setPending, saving];
}
