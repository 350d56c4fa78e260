import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/zod.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { PropertyRecord, PropertyStatusEnum, TenantRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import { scopeOf } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { NotFoundError } from '../http/errors.ts';
import { listTenants } from '../tenants/repository.ts';
import { findProperty, listProperties } from './repository.ts';
import { SIGNED_IN } from '../auth/access.ts';

const NOT_FOUND = 'Liegenschaft nicht gefunden';

export function propertyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/properties',
      {
        config: { roles: SIGNED_IN },
        schema: {
          tags: ['Liegenschaften'],
          summary: 'Liegenschaften, die der angemeldete Benutzer sehen darf',
          querystring: z.object({ status: PropertyStatusEnum.optional() }),
          response: { 200: z.array(PropertyRecord) },
        },
      },
      async (req) => listProperties(ctx.db, scopeOf(requireActor(req)), req.query.status),
    );

    app.get(
      '/api/properties/:id',
      {
        config: { roles: SIGNED_IN },
        schema: {
          tags: ['Liegenschaften'],
          summary: 'Eine Liegenschaft',
          params: IdParam,
          response: { 200: PropertyRecord },
        },
      },
      async (req) => {
        const property = await findProperty(ctx.db, scopeOf(requireActor(req)), req.params.id);
        if (!property) throw new NotFoundError(NOT_FOUND);
        return property;
      },
    );

    app.get(
      '/api/properties/:id/tenants',
      {
        config: { roles: SIGNED_IN },
        schema: {
          tags: ['Mieter'],
          summary: 'Mieter einer Liegenschaft (ein Mieter sieht nur die eigene Mietpartei)',
          params: IdParam,
          response: { 200: z.array(TenantRecord) },
        },
      },
      async (req) => {
        const scope = scopeOf(requireActor(req));
        if (!(await findProperty(ctx.db, scope, req.params.id))) throw new NotFoundError(NOT_FOUND);
        return listTenants(ctx.db, scope, { propertyId: req.params.id });
      },
    );
  };
}
