import {
  createTheme,
  DEFAULT_THEME,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { shellTexts } from '../../domain/texts/index.ts';

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

/*
 * Contrast (WCAG 2.1 AA: 4.5:1 for text, 3:1 for large text and controls). Mantine's palettes are
 * bright: white on its teal 6 is 2.55:1, its grey "dimmed" text 3.32:1 on white. Both schemes
 * therefore fill buttons, badges and alerts with shade 8, and shades 7–9 of every colour the app
 * uses are darkened (same hue and saturation) until white on them reaches 4.6, 5.6 and 7:1. Shade 8
 * on its own 10 % tint (light alerts and badges) then stays above 4.5:1 on white and on grey 0.
 * In the dark scheme light variants take shade 3 and coloured text shade 4, both above 6.5:1 on
 * the slate background. Checked by axe in tests/browser/accessibility-dark.test.ts and
 * accessibility-light.test.ts.
 */
function accessible(name: string, dark: readonly [string, string, string]) {
  const [s0, s1, s2, s3, s4, s5, s6] = DEFAULT_THEME.colors[name]!;
  return [s0, s1, s2, s3, s4, s5, s6, ...dark] as unknown as MantineColorsTuple;
}

const colors = {
  dark: slateDark,
  teal: accessible('teal', ['#088560', '#077655', '#066548']),
  green: accessible('green', ['#29853c', '#257635', '#20652d']),
  red: accessible('red', ['#d63b3b', '#c52929', '#aa2424']),
  blue: accessible('blue', ['#1d77cc', '#1969b4', '#165a9b']),
  yellow: accessible('yellow', ['#b55d00', '#a05300', '#8a4700']),
  orange: accessible('orange', ['#d0450e', '#b93d0d', '#9f350b']),
  cyan: accessible('cyan', ['#0c8096', '#0b7184', '#096171']),
};

/**
 * Text colours Mantine takes from fixed shades: grey text and placeholders of the light scheme
 * (5.8:1 and 4.8:1 on white), error text of both (red 8 on white 5.6:1, red 5 on slate 5.8:1
 * instead of red 8 at 3.57:1), grey text and placeholders of the dark scheme (6.3:1 and 4.7:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6670',
    '--mantine-color-placeholder': '#6b737d',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': '#9aa3b1',
    '--mantine-color-placeholder': '#8c95a4',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 8 },
  colors,
  // Text colour of the light scheme: near-black slate reads softer than pure black.
  black: '#1b2230',
  defaultRadius: 'md',
  // People who ask their system for less motion get dialogs, menus and notices without animation
  // (WCAG 2.1, 2.3.3 Animation from Interactions).
  respectReducedMotion: true,
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
  components: {
    // A link inside running text must not be told apart by colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A field's error appears when the form is checked; as an alert, a screen reader reads it out
    // at once (WCAG 3.3.1, 4.1.3). The field also points to it through aria-describedby.
    InputWrapper: { defaultProps: { errorProps: { role: 'alert' } } },
    // The corner's close button of a dialog is an icon without text: it needs a name (WCAG 4.1.2).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': shellTexts.closeDialog } } },
  },
  // `xs` is the spec's mobile breakpoint (below 640 px), used by hiddenFrom/visibleFrom="xs";
  // shell/mobile-query.ts repeats it for JavaScript decisions.
  breakpoints: { xs: '40em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
