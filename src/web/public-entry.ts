/**
 * The script of the pages rendered at build time (public.html): their styles, and the app, loaded
 * only when wanted (app-loader.ts), which then takes the page over.
 */
import './app/public-styles.ts';
import { loadAppWhenWanted } from './app/app-loader.ts';

// A page opens at the top, a reload included, as the app's screens do (use-scroll-reset.ts): the app
// does not reset the position of a page it takes over, where the visitor may have scrolled already.
history.scrollRestoration = 'manual';
loadAppWhenWanted(() => import('./app/take-over.tsx'));
