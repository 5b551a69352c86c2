import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api, msUntilRefresh, refreshTokens } from 'shared/api';

/**
 * Refreshes the access token 5 minutes before it expires, and again before each new
 * expiry. refreshTokens() makes sure all tabs and remotes share one refresh.
 */
export function useTokenRefresh(active: boolean): void {
  const [generation, setGeneration] = useState(0);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!active) return;
    const wait = msUntilRefresh();
    if (wait === undefined) return;
    const timer = setTimeout(() => {
      // A failed refresh means the session is gone: re-asking for the user sends the guard to the login.
      void refreshTokens().then((renewed) =>
        renewed ? setGeneration((g) => g + 1) : dispatch(api.util.invalidateTags(['User'])),
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [active, dispatch, generation]);
}
