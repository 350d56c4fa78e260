import { createTheme, localStorageColorSchemeManager, type MantineColorsTuple } from '@mantine/core';

/** Also read by the inline script in index.html, which sets the scheme before the first paint. */
export const COLOR_SCHEME_STORAGE_KEY = 'nk.color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/** A slate dark palette instead of Mantine's neutral grey: calmer next to the teal accent. */
const slateDark: MantineColorsTuple = [
  '#d0d5dd',
  '#b3bac6',
  '#8c95a4',
  '#667085',
  '#414a5a',
  '#2f3644',
  '#252b37',
  '#1c212b',
  '#161a22',
  '#0f1218',
];

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 6 },
  colors: { dark: slateDark },
  // Text colour of the light scheme: near-black slate reads softer than pure black.
  black: '#1b2230',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
    sizes: {
      h1: { fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 1.875rem)', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  // `xs` is the spec's mobile breakpoint (below 640 px), used by hiddenFrom/visibleFrom="xs";
  // shell/mobile-query.ts repeats it for JavaScript decisions.
  breakpoints: { xs: '40em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
