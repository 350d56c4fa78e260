import { describe, expect, it } from 'vitest';
import { CRAWLER_DISALLOWED, isClientRoute, normalizePath, paths, SITEMAP_PATHS } from './site-paths.ts';

describe('normalizePath', () => {
  it('treats the empty path and trailing slashes as the same route', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/kontakt/')).toBe('/kontakt');
    expect(normalizePath('/admin/customers//')).toBe('/admin/customers');
  });
});

describe('isClientRoute', () => {
  it('knows every page of the app, its aliases and a template by id', () => {
    for (const path of Object.values(paths)) expect(isClientRoute(path), path).toBe(true);
    expect(isClientRoute('/kontakt/')).toBe(true);
    expect(isClientRoute('/customer/templates/nebenkosten-2024')).toBe(true);
  });

  it('knows nothing else', () => {
    for (const path of [
      '/gibt-es-nicht',
      '/kontakt/mehr',
      '/customer/templates/a/b',
      '/admin',
      '/index.php',
      '/api/health',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});

describe('crawler rules', () => {
  const disallowed = (path: string) => CRAWLER_DISALLOWED.some((rule) => path.startsWith(rule));

  it('lists only public pages in the sitemap and keeps crawlers away from none of them', () => {
    for (const path of SITEMAP_PATHS) {
      expect(isClientRoute(path), path).toBe(true);
      expect(disallowed(path), path).toBe(false);
    }
  });

  it('keeps crawlers out of every signed-in page', () => {
    const signedIn = Object.entries(paths)
      .filter(([name]) => /^(admin|customer|employee|tenant)(?!Login)/.test(name))
      .map(([, path]) => path);
    expect(signedIn.length).toBeGreaterThan(20);
    for (const path of signedIn) expect(disallowed(path), path).toBe(true);
    expect(disallowed('/customer/templates/vorlage-1')).toBe(true);
    expect(disallowed('/api/health')).toBe(true);
  });
});
