import { ensureWebBuild } from '../../src/server/web-build.ts';

/** Global setup of the browser project: build the web app once if it is missing or stale. */
export default async function setup() {
  await ensureWebBuild();
}
