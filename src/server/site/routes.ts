import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteInfoResponse } from '../../domain/schemas/site.ts';
import type { AppContext } from '../context/app-context.ts';
import { siteInfo } from './site-info.ts';

export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Computed once: the configuration does not change while the server runs.
    const info = siteInfo(ctx.config);

    app.get(
      '/api/site',
      {
        schema: {
          tags: ['Website'],
          summary: 'Betreiberangaben für Impressum, Datenschutz und Kontakt',
          security: [],
          response: { 200: SiteInfoResponse },
        },
      },
      async () => info,
    );
  };
}
