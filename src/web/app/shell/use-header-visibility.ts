import { useEffect, useState, type RefObject } from 'react';
import { nextHeaderScrollState, type HeaderScrollState } from './header-visibility.ts';

/** Feeds window scroll positions into the hide-on-scroll rule and reports whether the header shows. */
export function useHeaderVisibility(headerRef: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const startY = Math.max(0, window.scrollY);
    let state: HeaderScrollState = { visible: true, lastY: startY, referenceY: startY };
    const onScroll = () => {
      state = nextHeaderScrollState(state, window.scrollY, headerRef.current?.offsetHeight ?? 0);
      setVisible(state.visible);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [headerRef]);

  return visible;
}
