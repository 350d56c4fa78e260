import { useEffect } from 'react';

/** Keeps the page behind an open overlay from scrolling; restores whatever was set before. */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}
