/**
 * Hide-on-scroll rule of the header. Kept pure so the thresholds
 * can be tested without a browser; `use-header-visibility.ts` feeds it scroll events.
 */

/** Scroll movements up to this size are jitter (touch pads, rubber-banding) and are ignored. */
export const SCROLL_JITTER_PX = 5;
/** Distance below the last reference point that must be scrolled before the header hides. */
export const HIDE_DISTANCE_PX = 30;
/** Extra room below the header within which it always stays visible. */
export const TOP_ZONE_EXTRA_PX = 20;

export interface HeaderScrollState {
  visible: boolean;
  /** Scroll position of the last movement that counted. */
  lastY: number;
  /** Where the current downward run started; hiding is measured from here. */
  referenceY: number;
}

export const initialHeaderScrollState: HeaderScrollState = { visible: true, lastY: 0, referenceY: 0 };

export function nextHeaderScrollState(
  state: HeaderScrollState,
  scrollY: number,
  headerHeight: number,
): HeaderScrollState {
  // Overscroll on touch devices reports negative positions.
  const y = Math.max(0, scrollY);
  const delta = y - state.lastY;
  if (Math.abs(delta) <= SCROLL_JITTER_PX) return state;

  if (delta < 0) return { visible: true, lastY: y, referenceY: y };

  if (y <= headerHeight + TOP_ZONE_EXTRA_PX) return { visible: true, lastY: y, referenceY: state.referenceY };
  if (!state.visible) return { visible: false, lastY: y, referenceY: y };
  const hide = y - state.referenceY > HIDE_DISTANCE_PX;
  return { visible: !hide, lastY: y, referenceY: hide ? y : state.referenceY };
}
