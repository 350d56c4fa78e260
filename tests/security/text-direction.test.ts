import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { tableDigests } from '../helpers/db-digest.ts';

/**
 * Names and free texts refuse the characters that reverse or break the text shown around them
 * (bidirectional embeddings, overrides and isolates; Unicode line and paragraph separators), on
 * every kind of route: a landlord's tenant, a customer profile, a login, a public contact message
 * and a name in the calculation API. Each answer names the field in German and nothing is stored.
 */

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
});
afterAll(async () => {
  await t.close();
});

const LAYOUT_CHARACTERS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2028',
  '\u2029',
];
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;

describe('bidirectional controls and line separators in names and free texts', () => {
  it.each(LAYOUT_CHARACTERS.map((char) => [hex(char), char]))(
    '%s is refused in a tenant’s last name with the field’s German message',
    async (_label, char) => {
      const before = await tableDigests(t.ctx.db);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${t.other.propertyId}/tenants`,
        headers: bearer(tokens.admin),
        payload: { last_name: `Hansen${char}nesnaH`, delivery_method: 'post' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Das Feld „Nachname“ enthält unzulässige Steuerzeichen.',
        field: 'last_name',
      });
      expect(await tableDigests(t.ctx.db)).toEqual(before);
    },
  );

  it('is refused on every kind of route, naming the field', async () => {
    const before = await tableDigests(t.ctx.db);
    const CONTROL = 'enthält unzulässige Steuerzeichen.';
    const cases: Array<[string, string, string, object, string, string]> = [
      [
        'PUT',
        `/api/customers/${t.other.customerId}`,
        tokens.admin,
        { address: 'Hafenweg 7\u202e, 20457 Hamburg' },
        'address',
        `Das Feld „Adresse“ ${CONTROL}`,
      ],
      [
        'POST',
        '/api/users',
        tokens.admin,
        { username: 'anna\u2066nimda\u2069', role: 'tenant' },
        'username',
        // The field takes "" and null too; a union names no single rule.
        'Das Feld „Benutzername“ enthält keinen zulässigen Wert.',
      ],
      [
        'PUT',
        `/api/tenants/${t.other.tenantId}`,
        tokens.admin,
        { email: 'ole\u202e@example.de' },
        'email',
        `Das Feld „E-Mail“ ${CONTROL}`,
      ],
      [
        'POST',
        '/api/contact',
        '',
        { name: 'Erika', email: 'erika@example.de', message: 'Hallo\u2028Bcc: x@example.de' },
        'message',
        `Das Feld „Nachricht“ ${CONTROL}`,
      ],
    ];
    for (const [method, url, token, payload, field, message] of cases) {
      const res = await t.app.inject({
        method: method as 'PUT' | 'POST',
        url,
        headers: token ? bearer(token) : {},
        payload,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toEqual({ message, field });
    }
    expect(await tableDigests(t.ctx.db)).toEqual(before);
  });

  it('documents the rule in the API description of a name field', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema =
      doc.paths['/api/properties/{id}/tenants'].post.requestBody.content['application/json'].schema;
    const pattern = new RegExp(schema.properties.last_name.pattern, 'u');
    expect(pattern.test('Hansen')).toBe(true);
    for (const char of LAYOUT_CHARACTERS) expect(pattern.test(`Hansen${char}`), hex(char)).toBe(false);
  });

  it('still takes names written right to left', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${t.other.propertyId}/tenants`,
      headers: bearer(tokens.admin),
      payload: { last_name: 'حداد', first_name: 'שרה', delivery_method: 'post' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ last_name: 'حداد', first_name: 'שרה' });
  });
});
