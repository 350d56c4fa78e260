import { getSession } from '../session/session.ts';

/** The first touch of the page: from then on the visitor is about to use what needs the app. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Pointing at a link or a control announces the click a few hundred milliseconds ahead. */
const POINTED_AT = 'a[href], button, input, textarea';
/** Longest wait for an idle moment before the app is loaded anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** Longest wait for a held button to be hydrated before it is pressed anyway. */
const HYDRATION_TIMEOUT_MS = 10_000;
/** Wait from an element's hydration to its screen's commit. */
const HYDRATION_SETTLE_MS = 100;
/** Longest wait for an idle moment after that. */
const IDLE_SETTLE_TIMEOUT_MS = 2000;

declare global {
  interface Window {
    /** The page's early script (public/early-press.js): presses held before this module ran. */
    nkEarlyPress?: { release(): HTMLElement | null };
  }
}

/** A button pressed before the app was there: the element, and where it stood among the page's buttons. */
interface HeldPress {
  element: HTMLElement;
  index: number;
  text: string | null;
}

const hold = (element: HTMLElement): HeldPress => ({
  element,
  index: [...document.querySelectorAll('button')].indexOf(element as HTMLButtonElement),
  text: element.textContent,
});

/**
 * The held button as the app shows it: the same element, or — where React drew that part anew
 * instead of taking it over (a screen whose first render differs, e.g. with reduced motion) — the
 * button at the same place with the same text.
 */
function counterpart(held: HeldPress): HTMLElement | null {
  if (held.element.isConnected) return held.element;
  const candidate = document.querySelectorAll('button')[held.index];
  return candidate instanceof HTMLElement && candidate.textContent === held.text ? candidate : null;
}

/**
 * Whether React has taken the element over: hydration runs after the app's module has loaded,
 * screen by screen as their chunks arrive, and a click before it reaches no handler. React marks
 * each element it has taken over with its props (`__reactProps$…`, stable since React 17); there
 * is no public signal per element.
 */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * React marks an element while rendering it; its handlers work from the commit, which follows once
 * the whole screen has rendered, in later tasks. A press during that render would make React give
 * up the take-over and draw the screen anew. So after the mark: a short wait, then the browser's
 * next idle moment, which comes only once React's scheduled work is done (Safari has no
 * requestIdleCallback: the wait alone).
 */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, HYDRATION_SETTLE_MS));
  if (typeof window.requestIdleCallback === 'function')
    await new Promise((resolve) => window.requestIdleCallback(resolve, { timeout: IDLE_SETTLE_TIMEOUT_MS }));
}

/** The held button once React has hydrated it; null when it is gone or not hydrated in time. */
async function whenHydrated(held: HeldPress): Promise<HTMLElement | null> {
  const until = performance.now() + HYDRATION_TIMEOUT_MS;
  for (;;) {
    const element = counterpart(held);
    if (element && hydrated(element)) {
      await settled();
      return counterpart(held);
    }
    if (performance.now() > until) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Loads the app on a page rendered at build time without holding up its first paint: at once for
 * a signed-in visitor (their own header and navigation) or after a press held by the page's early
 * script, else on the first sign of intent (a pointer on a link or control, a touch, a key, the
 * focus) or once the browser is idle after the page has loaded, whichever comes first. Links work
 * without it: they are plain links. A button (theme, menu, a form's submit) pressed before React
 * has taken it over, before or after the app's code has arrived, is held and pressed again once
 * it has, which keeps the very same elements: a screen whose code arrives later (its own chunk)
 * is taken over later than the rest of the page.
 */
export function loadAppWhenWanted(load: () => Promise<unknown>): void {
  let started = false;
  let loaded = false;
  // A press before this module ran was held by the page's early script (public/early-press.js).
  const early = window.nkEarlyPress?.release() ?? null;
  let pressed: HeldPress | null = early ? hold(early) : null;
  const replay = async () => {
    const held = pressed;
    if (!held) return;
    const button = await whenHydrated(held);
    if (pressed === held) pressed = null;
    button?.click();
  };
  const holdPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || hydrated(button)) return;
    event.preventDefault();
    const first = !pressed;
    pressed = hold(button as HTMLElement);
    if (loaded && first) void replay();
  };
  // For the page's whole life: once React has taken every button over, it lets every click pass.
  document.addEventListener('click', holdPress, true);
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    document.removeEventListener('pointerover', onPointerOver, true);
    void load().then(() => {
      loaded = true;
      return replay();
    });
  };
  function onPointerOver(event: Event) {
    if (event.target instanceof Element && event.target.closest(POINTED_AT)) start();
  }

  if (getSession() || pressed) {
    start();
    return;
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('pointerover', onPointerOver, { capture: true, passive: true });
  // Safari has no requestIdleCallback: there the app follows right after the page's load.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
