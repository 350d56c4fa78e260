import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DemoRequestBody, ErrorResponse, SentResponse } from '../../domain/schemas/accounts.ts';
import { LoginBody, LoginResponse } from '../../domain/schemas/auth.ts';
import type { AppContext } from '../context/app-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { demoLogin } from './demo-login.ts';
import { requestDemo } from './request-demo.ts';

export function demoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/demo/request',
      {
        schema: {
          tags: ['Kostenlos testen'],
          summary: 'Test-Zugang per E-Mail anfordern',
          security: [],
          body: DemoRequestBody,
          response: { 200: SentResponse, 400: ErrorResponse, 429: ErrorResponse, 500: ErrorResponse },
        },
      },
      async (req) =>
        requestDemo(ctx, req.body.email, clientAddress(req), (error, message) =>
          req.log.error({ err: error }, message),
        ),
    );

    app.post(
      '/api/demo/login',
      {
        schema: {
          tags: ['Kostenlos testen'],
          summary: 'Mit dem Test-Zugang anmelden (nur der Demo-Mieter)',
          security: [],
          body: LoginBody,
          response: { 200: LoginResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req) => demoLogin(ctx, req.body.username, req.body.password, clientAddress(req)),
    );
  };
}
