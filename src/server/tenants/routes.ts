import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/zod.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { TenantRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import { scopeOf } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { NotFoundError } from '../http/errors.ts';
import { listTenants } from './repository.ts';
import { SIGNED_IN } from '../auth/access.ts';

export function tenantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tenants',
      {
        config: { roles: SIGNED_IN },
        schema: { tags: ['Mieter'], summary: 'Sichtbare Mieter', response: { 200: z.array(TenantRecord) } },
      },
      async (req) => listTenants(ctx.db, scopeOf(requireActor(req))),
    );

    app.get(
      '/api/tenants/:id',
      {
        config: { roles: SIGNED_IN },
        schema: { tags: ['Mieter'], summary: 'Ein Mieter', params: IdParam, response: { 200: TenantRecord } },
      },
      async (req) => {
        const [tenant] = await listTenants(ctx.db, scopeOf(requireActor(req)), { id: req.params.id });
        if (!tenant) throw new NotFoundError('Mieter nicht gefunden');
        return tenant;
      },
    );
  };
}
