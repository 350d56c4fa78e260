/**
 * Built by scripts/build.ts with Vite's server build beside the page renderer: the operator
 * details `GET /api/site` answers with under this environment, which the legal and contact pages
 * are rendered with at build time.
 */
import { loadConfig } from '../src/server/config/config.ts';
import { siteInfo } from '../src/server/site/site-info.ts';

export const currentSiteInfo = () => siteInfo(loadConfig(process.env));
