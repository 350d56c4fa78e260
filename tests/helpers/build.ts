import { ensureBuilt } from '../../scripts/build.ts';

/**
 * Global setup of the projects that serve the built app (browser, delivery): what `npm start`
 * builds first, built once here if it is missing or stale.
 */
export default async function setup() {
  await ensureBuilt({ log: true });
}
