import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorTexts, requestTexts } from '../../domain/texts/index.ts';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../domain/errors.ts';
import { answerFrameworkError, installErrorHandler } from './error-handler.ts';

const pgError = (code: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('abgelehnt'), { code, severity: 'ERROR' }) });

async function answerTo(error: Error) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/fehler', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/fehler' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('error handler', () => {
  it('answers a value PostgreSQL refused as invalid input, not as a server fault', async () => {
    expect(await answerTo(pgError('22021'))).toEqual({
      status: 400,
      body: { message: requestTexts.databaseRejected },
    });
    expect(await answerTo(pgError('22003'))).toEqual({
      status: 400,
      body: { message: requestTexts.databaseRejected },
    });
    expect(await answerTo(pgError('23505'))).toEqual({
      status: 409,
      body: { message: requestTexts.conflict },
    });
  });

  it('keeps 500 for faults that are not the caller’s', async () => {
    expect(await answerTo(pgError('42P01'))).toEqual({
      status: 500,
      body: { message: errorTexts.serverError },
    });
    expect(await answerTo(new TypeError('kaputt'))).toEqual({
      status: 500,
      body: { message: errorTexts.serverError },
    });
  });

  it('maps each domain error code to its HTTP status, with its own sentence or the catalogue’s', async () => {
    expect(await answerTo(new ValidationError('Die Fläche fehlt.', { field: 'area' }))).toEqual({
      status: 400,
      body: { message: 'Die Fläche fehlt.', field: 'area' },
    });
    expect(await answerTo(new UnauthorizedError())).toEqual({
      status: 401,
      body: { message: errorTexts.unauthorized },
    });
    expect(await answerTo(new ForbiddenError())).toEqual({
      status: 403,
      body: { message: errorTexts.forbidden },
    });
    expect(await answerTo(new NotFoundError('Mieter nicht gefunden.'))).toEqual({
      status: 404,
      body: { message: 'Mieter nicht gefunden.' },
    });
    expect(await answerTo(new ConflictError('Schon abgeschlossen.'))).toEqual({
      status: 409,
      body: { message: 'Schon abgeschlossen.' },
    });
    expect((await answerTo(new DomainError('unsupported_content'))).status).toBe(415);
    expect((await answerTo(new DomainError('refused', 'Unplausibel.'))).status).toBe(422);
    expect((await answerTo(new DomainError('rate_limited', 'Zu viele.'))).status).toBe(429);
    expect((await answerTo(new DomainError('not_stored', 'Nicht gespeichert.'))).status).toBe(500);
    expect((await answerTo(new DomainError('unavailable', 'Gateway fehlt.'))).status).toBe(503);
  });

  it('answers router errors in German: broken percent-encoding and over-long parameters', async () => {
    const app = Fastify({ frameworkErrors: answerFrameworkError, maxParamLength: 10 });
    installErrorHandler(app);
    app.get('/item/:id', async () => ({ ok: true }));
    const broken = await app.inject({ method: 'GET', url: '/item/%E0%A4%A' });
    const long = await app.inject({ method: 'GET', url: `/item/${'x'.repeat(11)}` });
    await app.close();
    expect([broken.statusCode, broken.json()]).toEqual([400, { message: requestTexts.badUrl }]);
    expect([long.statusCode, long.json()]).toEqual([414, { message: requestTexts.urlTooLong }]);
  });
});
