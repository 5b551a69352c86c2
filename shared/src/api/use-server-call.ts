import { useCallback, useState } from 'react';
import { errorMessage } from './base-query.js';

/**
 * A screen's calls that may be refused: `run(call)` sends one and answers whether it went
 * through; the server's message stays in `failure` (for the kit's `FormFailure`) until the next
 * call starts, so an old refusal never stands beside a new answer.
 */
export function useServerCall() {
  const [failure, setFailure] = useState<string>();
  const run = useCallback(async (call: () => Promise<unknown>): Promise<boolean> => {
    setFailure(undefined);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    }
  }, []);
  return { failure, setFailure, run };
}

export type ServerCall = ReturnType<typeof useServerCall>;

/**
 * A call made from a popover: `openOrClose` opens or closes it and forgets the last refusal (and,
 * with `reset`, what was typed), so a popover opened again starts clean.
 */
export function usePopoverCall(reset?: () => void) {
  const call = useServerCall();
  const [open, setOpen] = useState(false);
  const openOrClose = (next: boolean) => {
    setOpen(next);
    reset?.();
    call.setFailure(undefined);
  };
  return { ...call, open, openOrClose };
}
