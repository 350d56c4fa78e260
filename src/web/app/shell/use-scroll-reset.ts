import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isPrerenderedPage } from '../../components/prerendered-page.ts';

/** A screen opens at the top: reset at once and again after 150 ms, when late layout (lazy parts, fonts) has moved it. */
export const SCROLL_RESET_DELAYS_MS = [0, 150] as const;

/**
 * Scrolls to the top whenever a screen is opened, by a link or by a full page load. Back and
 * forward after that keep the browser's own position. React Router's ScrollRestoration is not
 * used: after a full page load it restored the previous page's offset. A page rendered at build
 * time was open before the app took it over: its first screen keeps where the visitor has scrolled to.
 */
export function useScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const mounted = useRef(false);
  useEffect(() => {
    const firstScreen = !mounted.current;
    mounted.current = true;
    if (navigationType === 'POP' && !firstScreen) return;
    if (firstScreen && isPrerenderedPage()) return;
    const timers = SCROLL_RESET_DELAYS_MS.map((ms) => window.setTimeout(() => window.scrollTo(0, 0), ms));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [pathname, navigationType]);
}
