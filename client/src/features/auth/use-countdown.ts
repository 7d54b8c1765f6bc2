import { useEffect, useState } from 'react';

/** Seconds left of a countdown that start() (re)starts; 0 when it has run out. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return { remaining, start: () => setRemaining(seconds) };
}
