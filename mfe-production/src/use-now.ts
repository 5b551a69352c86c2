import { useEffect, useState } from 'react';

/** The time now, again every `ms`: what depends on the clock moves on without a reload. */
export function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
