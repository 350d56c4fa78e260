/**
 * The script of the pages rendered at build time (public.html): their styles, and the app, loaded
 * only when wanted (app-loader.ts), which then takes the page over.
 */
import './app/public-styles.ts';
import { loadAppWhenWanted } from './app/app-loader.ts';

loadAppWhenWanted(() => import('./app/take-over.tsx'));
