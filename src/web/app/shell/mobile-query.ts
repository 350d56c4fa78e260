/**
 * The theme's `xs` breakpoint (40em, the spec's mobile width) for JavaScript decisions: closing the
 * mobile menu when the window grows. It lives beside the header rather than in the theme so the
 * shell never imports the app folder above it.
 */
export const MOBILE_MEDIA_QUERY = '(max-width: 39.99em)';
