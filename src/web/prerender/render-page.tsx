/**
 * Renders a public page to HTML at build time (`scripts/build.ts`, through Vite's server build):
 * the app's own routes, layout and page components inside the same providers as in the browser,
 * so the page the visitor reads before the JavaScript has loaded is the one the app then takes over.
 */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { documentTitle, pageTexts, PRODUCT_NAME, shellTexts, legalTexts } from '../../domain/texts/index.ts';
import { paths } from '../routing/paths.ts';
import { siteInfoQueryKey, type SiteInfo } from '../api/get-site-info.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';

/** The document title each page sets once shown, here already in the HTML. */
const TITLES: Record<string, string> = {
  [paths.landing]: `${PRODUCT_NAME} – ${shellTexts.tagline}`,
  [paths.services]: documentTitle(pageTexts.services.title),
  [paths.contact]: documentTitle(pageTexts.contact.title),
  [paths.imprint]: documentTitle(pageTexts.imprint.title),
  [paths.privacy]: documentTitle(legalTexts.privacyTitle),
  [paths.freeTest]: documentTitle(pageTexts.freeTest.title),
};

export interface RenderedPage {
  title: string;
  /** The markup inside the app's root element. */
  html: string;
}

export async function renderPage(path: string, site: SiteInfo): Promise<RenderedPage> {
  const title = TITLES[path];
  if (!title) throw new Error(`${path} is no prerendered page`);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteInfoQueryKey, site);
  // The whole page with every lazily loaded screen in it: prerender waits for them all. Without a
  // chunk size limit React writes each screen in place instead of after the page with an inline
  // script that moves it, which would need JavaScript and break the Content-Security-Policy.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { title, html: await text(prelude.pipe(new PassThrough())) };
}
