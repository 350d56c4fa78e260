import { useCallback, useEffect, useRef, useState } from 'react';

/** Success messages after an action stay two seconds. */
export const FLASH_MS = 2_000;

/** A short-lived message: shown, then gone after `ms`; a new one restarts the time. */
export function useFlash(ms = FLASH_MS): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      timer.current = window.setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show];
}
