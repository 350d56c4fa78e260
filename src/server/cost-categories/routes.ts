import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  CostCategoryCreateBody,
  CostCategoryListQuery,
  CostCategoryRecord,
} from '../../domain/schemas/cost-categories.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { createCostCategory } from './create-cost-category.ts';
import { listCostCategoriesOf } from './read-cost-categories.ts';

/** Landlords keep their own properties' categories; employees work on all; tenants see none. */
const editors = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Kostenarten'];

export function costCategoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/properties/:id/cost_categories',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Kostenarten einer Liegenschaft (mit all=1 auch inaktive)',
          params: IdParam,
          querystring: CostCategoryListQuery,
          response: { 200: z.array(CostCategoryRecord), 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (req) => listCostCategoriesOf(ctx, requireActor(req), req.params.id, req.query),
    );

    app.post(
      '/api/properties/:id/cost_categories',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Kostenart anlegen (Umlageschlüssel Standard m², Gruppe Standard general)',
          params: IdParam,
          body: CostCategoryCreateBody,
          response: { 201: CostCategoryRecord, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createCostCategory(ctx, requireActor(req), req.params.id, req.body)),
    );
  };
}
