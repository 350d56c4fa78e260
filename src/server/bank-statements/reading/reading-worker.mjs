/* global URL */
// Entry of the bank statement reading threads while the server runs from its TypeScript sources
// (tests, benchmarks, `npm run dev`). Worker threads do not get the TypeScript loader of the thread
// that starts them, so this entry registers tsx itself. The bundle that `npm start` runs has a
// compiled entry instead (scripts/build.ts).
import { register } from 'tsx/esm/api';

register();
const worker = await import(new URL('./reading-worker.ts', import.meta.url).href);

export default worker.default;
