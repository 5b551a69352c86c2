import { useCallback, useEffect, useRef, useState } from 'react';
import { connectDesktopTool, type DesktopTool, DesktopToolError, type DesktopToolStatus } from './desktop-tool.js';

export interface DesktopToolState {
  status: DesktopToolStatus;
  /** Why a pairing was refused, in the tool's words. */
  detail: string | null;
  send: DesktopTool['send'];
}

/**
 * The desktop tool for as long as the page is open: connected, paired and reconnected by
 * itself; `send` answers the tool's reply or rejects with its refusal.
 */
export function useDesktopTool(pairingToken: () => Promise<string>, url?: string): DesktopToolState {
  const [state, setState] = useState<{ status: DesktopToolStatus; detail: string | null }>({
    status: 'connecting',
    detail: null,
  });
  const tool = useRef<DesktopTool | null>(null);
  const token = useRef(pairingToken);
  useEffect(() => {
    token.current = pairingToken;
  });
  useEffect(() => {
    const connection = connectDesktopTool({
      platformUrl: window.location.origin,
      pairingToken: () => token.current(),
      onStatus: (status, detail) => setState({ status, detail }),
      url,
    });
    tool.current = connection;
    return () => connection.close();
  }, [url]);
  const send = useCallback<DesktopTool['send']>(
    (type, payload) =>
      tool.current
        ? tool.current.send(type, payload)
        : Promise.reject(new DesktopToolError('NOT_CONNECTED', 'The desktop tool is not connected')),
    [],
  );
  return { ...state, send };
}
