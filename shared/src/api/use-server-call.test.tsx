import { act, renderHook } from '@testing-library/react';
import { useServerCall } from './use-server-call';

describe('useServerCall', () => {
  it('keeps the server’s message of a refused call until the next call starts', async () => {
    const { result } = renderHook(() => useServerCall());
    let through: boolean | undefined;
    await act(async () => {
      through = await result.current.run(() => Promise.reject({ status: 409, data: { message: 'The bid was changed' } }));
    });
    expect(through).toBe(false);
    expect(result.current.failure).toBe('The bid was changed');

    let release!: () => void;
    let pending!: Promise<boolean>;
    act(() => {
      pending = result.current.run(() => new Promise<void>((resolve) => (release = resolve)));
    });
    // Cleared as soon as the next call is on its way, not when it answers.
    expect(result.current.failure).toBeUndefined();
    await act(async () => {
      release();
      through = await pending;
    });
    expect(through).toBe(true);
    expect(result.current.failure).toBeUndefined();
  });
});
