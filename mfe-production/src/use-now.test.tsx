import { act, render } from '@testing-library/react';
import { useNow } from './use-now';

function Clock() {
  return <span>{useNow(60_000)}</span>;
}

it('moves on every minute, so the now line and due-date warnings follow the clock without a refresh', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  try {
    const { container } = render(<Clock />);
    expect(container.textContent).toBe('1000000');
    act(() => jest.advanceTimersByTime(60_000));
    expect(container.textContent).toBe('1060000');
  } finally {
    jest.useRealTimers();
  }
});
