/* global window, document */
// Applies the stored colour scheme before the first paint, so light mode does not flash dark.
// A file of its own rather than inline, so the Content-Security-Policy can forbid inline scripts.
// The key must match COLOR_SCHEME_STORAGE_KEY in app/theme.ts.
try {
  const scheme = window.localStorage.getItem('nk.color-scheme');
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme === 'light' ? 'light' : 'dark');
} catch {
  // Storage blocked (private mode, policy): the page keeps its dark default.
}
