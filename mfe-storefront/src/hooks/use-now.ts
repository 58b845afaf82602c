import { useEffect, useState } from 'react';

/** The time now, renewed every `intervalMs`: for a "time left" that counts down while it is on screen. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
