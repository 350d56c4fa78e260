import { afterEach, describe, expect, it } from 'vitest';
import { SiteInfoResponse } from '../../src/domain/schemas/site.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/** GET /api/site: public operator details for the legal pages, taken from the configuration. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function getSite(env: Record<string, string>) {
  t = await createTestApp(env);
  const res = await t.app.inject({ method: 'GET', url: '/api/site' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(SiteInfoResponse.parse(body)).toEqual(body);
  return body as SiteInfoResponse;
}

describe('GET /api/site', () => {
  it('answers without a token and returns the configured operator', async () => {
    const site = await getSite({
      OPERATOR_NAME: 'Hausabrechnung Weber GmbH',
      MANAGING_DIRECTOR: 'Petra Weber',
      OPERATOR_ADDRESS: 'Lindenallee 12, 04109 Leipzig',
      OPERATOR_EMAIL: 'info@weber-abrechnung.de',
      OPERATOR_PHONE: '+49 341 555 0',
      OPERATOR_REGISTER: 'Amtsgericht Leipzig, HRB 12345',
      OPERATOR_VAT_ID: 'DE123456789',
      SUPPORT_EMAIL: 'hilfe@weber-abrechnung.de',
      SUPPORT_WHATSAPP: '0341 555 77',
    });
    expect(site).toEqual({
      operator: {
        name: 'Hausabrechnung Weber GmbH',
        legalForm: 'GmbH',
        managingDirector: 'Petra Weber',
        street: 'Lindenallee 12',
        postcode: '04109',
        city: 'Leipzig',
        email: 'info@weber-abrechnung.de',
        phone: '+49 341 555 0',
        registerCourt: 'Amtsgericht Leipzig',
        registerNumber: 'HRB 12345',
        vatId: 'DE123456789',
      },
      supportEmail: 'hilfe@weber-abrechnung.de',
      supportWhatsapp: { number: '0341 555 77', link: 'https://wa.me/4934155577' },
      sample: false,
    });
  });

  it('shows an obvious sample while no operator is configured', async () => {
    const site = await getSite({});
    expect(site.sample).toBe(true);
    expect(site.operator).toMatchObject({
      name: 'Musterbetreiber NebenkostenPlus GmbH (Beispiel)',
      managingDirector: 'Max Mustermann',
      street: 'Musterstraße 1',
      postcode: '10115',
      city: 'Berlin',
    });
    expect(site.operator.email).toMatch(/\.example$/);
    expect(site.supportEmail).toBe('support@nebenkostenplus.de');
    // The help page's WhatsApp contact defaults to a number reserved for fiction.
    expect(site.supportWhatsapp).toEqual({
      number: '+49 30 23125 000',
      link: 'https://wa.me/493023125000',
    });
  });

  it('never mixes sample data into a configured operator', async () => {
    const site = await getSite({
      OPERATOR_NAME: 'Einzelunternehmen Jana Roth',
      OPERATOR_ADDRESS: 'Am Hang 3, 79098 Freiburg im Breisgau, Deutschland',
      SUPPORT_EMAIL: 'kontakt@roth.example',
      SUPPORT_WHATSAPP: '',
    });
    expect(site).toEqual({
      operator: {
        name: 'Einzelunternehmen Jana Roth',
        legalForm: null,
        managingDirector: null,
        street: 'Am Hang 3',
        postcode: '79098',
        city: 'Freiburg im Breisgau',
        email: 'kontakt@roth.example',
        phone: null,
        registerCourt: null,
        registerNumber: null,
        vatId: null,
      },
      supportEmail: 'kontakt@roth.example',
      supportWhatsapp: null,
      sample: false,
    });
  });

  it('is listed as public in the API description', async () => {
    t = await createTestApp();
    await t.app.ready();
    const spec = t.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
    };
    expect(spec.paths['/api/site']?.get?.security).toEqual([]);
    expect(spec.paths['/api/site']?.get?.tags).toEqual(['Website']);
  });
});
