import { act, renderHook } from '@testing-library/react';
import { usePendingUntilRead } from './use-pending-until-read';

describe('usePendingUntilRead', () => {
  it('keeps a choice until the next read arrives, then falls back to what was read', () => {
    const first = { enabled: false };
    const { result, rerender } = renderHook(({ read }) => usePendingUntilRead<boolean | undefined>(read, undefined), {
      initialProps: { read: first },
    });
    act(() => result.current[1](true));
    // The save returned, but the data is still the old read: the choice stays.
    rerender({ read: first });
    expect(result.current[0]).toBe(true);
    rerender({ read: { enabled: true } });
    expect(result.current[0]).toBeUndefined();
  });
});
