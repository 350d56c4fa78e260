import type { SiteInfo } from '../api/get-site-info.ts';

/** Id of the data block in a prerendered page that holds the operator details it was rendered with. */
export const SITE_INFO_ELEMENT_ID = 'site-info';

/** The root element of a prerendered page carries this attribute (public.html). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Whether this page came as HTML rendered at build time, which the app takes over instead of drawing anew. */
export function isPrerenderedPage(): boolean {
  return document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
}

/** The operator details the page was rendered with, so that the app's first render matches it. */
export function prerenderedSiteInfo(): SiteInfo | null {
  const text = document.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as SiteInfo) : null;
}
