/**
 * The app on a page rendered at build time (loaded by public-entry.ts when wanted): it takes the
 * page's markup over as it is (hydration) instead of drawing it anew.
 */
import '@mantine/core/styles.layer.css';
import { hydrateRoot } from 'react-dom/client';
import { siteInfoQueryKey } from '../api/get-site-info.ts';
import { App } from './app.tsx';
import { prerenderedSiteInfo } from '../components/prerendered-page.ts';
import { queryClient } from './query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('the page lacks the #root element');
// The page was rendered with these operator details: with them in the cache the app's first
// render matches it.
const site = prerenderedSiteInfo();
if (site) queryClient.setQueryData(siteInfoQueryKey, site);
hydrateRoot(container, <App />);
