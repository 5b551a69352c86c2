import { useEffect, useState } from 'react';
import { msUntilRefresh, refreshTokens } from 'shared/api';

/**
 * Refreshes the access token 5 minutes before it expires, and again before each new
 * expiry. refreshTokens() makes sure all tabs and remotes share one refresh.
 */
export function useTokenRefresh(active: boolean): void {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!active) return;
    const wait = msUntilRefresh();
    if (wait === undefined) return;
    const timer = setTimeout(() => {
      // After a failed refresh the next call answers 401 and the guard sends the user to log in.
      void refreshTokens().then((renewed) => renewed && setGeneration((g) => g + 1));
    }, wait);
    return () => clearTimeout(timer);
  }, [active, generation]);
}
