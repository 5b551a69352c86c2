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

  it('keeps a choice through a read that arrives while its save runs (the read after an earlier save)', async () => {
    const { result, rerender } = renderHook(({ read }) => usePendingUntilRead<string[] | undefined>(read, undefined), {
      initialProps: { read: { tags: [] as string[] } },
    });
    let saved: () => void = () => undefined;
    let save: Promise<void> = Promise.resolve();
    act(() => {
      result.current[1](['batch']);
      save = result.current[2](new Promise<void>((resolve) => (saved = resolve)));
    });
    // The read after an earlier save (the priority) arrives while this one runs: the tag stays chosen.
    rerender({ read: { tags: [] } });
    expect(result.current[0]).toEqual(['batch']);
    await act(async () => {
      saved();
      await save;
    });
    expect(result.current[0]).toEqual(['batch']);
    // The read after this save shows it.
    rerender({ read: { tags: ['batch'] } });
    expect(result.current[0]).toBeUndefined();
  });
});
