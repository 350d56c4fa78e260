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

/**
 * Focuses a field named in the address (`#id`) once it is on the screen: a link from another
 * screen's list of checks lands here before the section holding the field has loaded.
 */
export function focusFieldWhenShown(id: string): () => void {
  if (document.getElementById(id)) {
    focusField(id);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!document.getElementById(id)) return;
    observer.disconnect();
    focusField(id);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
