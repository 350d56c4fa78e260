/**
 * Moves to a field on this screen, as a link to another screen would open it: scrolled into
 * view and focused, so typing can start at once. Sections take focus through tabIndex -1.
 */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
