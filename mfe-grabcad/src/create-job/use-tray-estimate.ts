import { useCallback, useEffect, useState } from 'react';
import { readTrayEstimate, type DesktopToolState, type TrayEstimate } from 'shared/desktop';

export type EstimateState =
  { state: 'none' } | { state: 'asking' } | { state: 'ready'; estimate: TrayEstimate } | { state: 'failed'; message: string };

/**
 * The tool's estimate of the tray on the machine (REQUEST_DATA), asked again whenever the machine
 * changes or the tool reconnects, and on `refresh` (the planner changed the tray in the tool).
 * An answer for a machine no longer chosen is dropped.
 */
export function useTrayEstimate(tool: DesktopToolState, equipmentId: number | null) {
  const [answer, setAnswer] = useState<EstimateState>({ state: 'none' });
  const [asked, setAsked] = useState(0);
  const connected = tool.status === 'connected';
  const { send } = tool;
  useEffect(() => {
    if (!connected || equipmentId === null) {
      setAnswer({ state: 'none' });
      return;
    }
    let current = true;
    setAnswer({ state: 'asking' });
    send('REQUEST_DATA', { equipmentId }).then(
      (payload) => {
        if (!current) return;
        const read = readTrayEstimate(payload);
        setAnswer(read.ok ? { state: 'ready', estimate: read.estimate } : { state: 'failed', message: read.message });
      },
      (error: Error) => current && setAnswer({ state: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [connected, equipmentId, send, asked]);
  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  return { ...answer, refresh };
}
