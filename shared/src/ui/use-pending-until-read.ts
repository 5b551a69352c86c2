import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What the user just chose, shown at once while it is saved. It stays until `read` (the data
 * from the server) is a new object — the read after the save, which shows the choice itself —
 * and is not cleared when the save returns, because the read may still be on its way then and
 * the old value would flash back (or a quick second click would act on it). Clear it yourself
 * when the save fails.
 */
export function usePendingUntilRead<V>(read: unknown, none: V): [V, Dispatch<SetStateAction<V>>] {
  const [pending, setPending] = useState<V>(none);
  const [shown, setShown] = useState(read);
  if (shown !== read) {
    setShown(read);
    setPending(none);
  }
  return [pending, setPending];
}
