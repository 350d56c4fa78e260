import { getSession } from '../session/session.ts';

/** The first touch of the page: from then on the visitor is about to use what needs the app. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Pointing at a link or a control announces the click a few hundred milliseconds ahead. */
const POINTED_AT = 'a[href], button, input, textarea';
/** Longest wait for an idle moment before the app is loaded anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Loads the app on a page rendered at build time without holding up its first paint: at once for
 * a signed-in visitor (their own header and navigation), else on the first sign of intent (a
 * pointer on a link or control, a touch, a key, the focus) or once the browser is idle after the
 * page has loaded, whichever comes first. Links work without it: they are plain links. A button
 * (theme, menu, a form's submit) pressed before the app is there is pressed again once it has taken
 * the page over, which keeps the very same elements.
 */
export function loadAppWhenWanted(load: () => Promise<unknown>): void {
  let started = false;
  let pressed: HTMLElement | null = null;
  const holdPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    pressed = button;
  };
  document.addEventListener('click', holdPress, true);
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    document.removeEventListener('pointerover', onPointerOver, true);
    void load().then(() => {
      document.removeEventListener('click', holdPress, true);
      pressed?.click();
    });
  };
  function onPointerOver(event: Event) {
    if (event.target instanceof Element && event.target.closest(POINTED_AT)) start();
  }

  if (getSession()) {
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
