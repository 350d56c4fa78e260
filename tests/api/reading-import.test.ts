import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings } from '../../src/server/db/schema.ts';
import { IMPORT_MAX_ROWS } from '../../src/domain/meters/reading-import.ts';
import { aMeter } from '../factories/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/** A metering service's reading list (CSV) for one property: preview, import, refusals. */
let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let propertyId: number;
let meterNumbers: string[];
let meterIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  propertyId = (await get('/api/properties', tokens.customer)).json()[0].id;
  const meters = (await get(`/api/meters?property_id=${propertyId}`, tokens.customer)).json();
  meterNumbers = meters.map((m: { meter_number: string }) => m.meter_number);
  meterIds = meters.map((m: { id: number }) => m.id);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const importCsv = (csv: string, token: string, query = '', id = propertyId, type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${id}/readings/import${query}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: csv,
  });
const readingCount = async () =>
  (
    await t.ctx.db.select({ n: count() }).from(meterReadings).where(inArray(meterReadings.meterId, meterIds))
  )[0]!.n;

describe('POST /api/properties/{id}/readings/import', () => {
  const csv = () =>
    [
      'Zählernummer;Datum;Wert',
      `${meterNumbers[0]};15.07.2031;1.234,5675`,
      `${meterNumbers[1]};15.07.2031;99`,
      '',
      'X-UNBEKANNT;15.07.2031;5',
      `${meterNumbers[0]};31.02.2031;5`,
      `${meterNumbers[1]};16.07.2031;abc`,
      `${meterNumbers[1]};15.07.2031;100`,
      `${meterNumbers[2]};16.07.2031`,
    ].join('\r\n');

  it('previews every row, matched or rejected by line and meter number, and stores nothing', async () => {
    const before = await readingCount();
    const res = await importCsv(csv(), tokens.customer, '?dry_run=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dry_run: true, accepted: 2, rejected: 5, stored: 0 });
    expect(body.rows[0]).toMatchObject({
      line: 2,
      meter_number: meterNumbers[0],
      meter_id: meterIds[0],
      reading_date: '2031-07-15',
      reading_value: '1234.568',
      status: 'accepted',
      reason: null,
    });
    const reasons = body.rows
      .filter((r: { status: string }) => r.status === 'rejected')
      .map((r: { reason: string }) => r.reason);
    expect(reasons).toEqual([
      'Zeile 5 (Zähler X-UNBEKANNT): Kein Zähler mit dieser Nummer in dieser Liegenschaft.',
      `Zeile 6 (Zähler ${meterNumbers[0]}): Ungültiges Datum (TT.MM.JJJJ).`,
      expect.stringMatching(/^Zeile 7 .*Ungültiger Wert/),
      `Zeile 8 (Zähler ${meterNumbers[1]}): Doppelt in der Datei (wie Zeile 3).`,
      `Zeile 9 (Zähler ${meterNumbers[2]}): Erwartet werden drei Spalten: Zählernummer;Datum;Wert.`,
    ]);
    expect(await readingCount()).toBe(before);
  });

  it('stores the accepted rows and refuses the same list a second time', async () => {
    const before = await readingCount();
    const res = await importCsv(csv(), tokens.admin);
    expect(res.json()).toMatchObject({ dry_run: false, accepted: 2, stored: 2 });
    expect(await readingCount()).toBe(before + 2);
    const stored = await t.ctx.db
      .select()
      .from(meterReadings)
      .where(eq(meterReadings.readingDate, '2031-07-15'));
    expect(stored.map((r) => r.readingValue).sort()).toEqual(['1234.568', '99.000']);
    // Far below the demo meter's readings: stored, but marked as a possible exchange.
    expect(stored.every((r) => r.suspectedExchange)).toBe(true);
    const again = await importCsv(csv(), tokens.employee);
    expect(again.json()).toMatchObject({ accepted: 0, stored: 0 });
    expect(again.json().rows[0].reason).toContain('bereits ein Zählerstand');
    expect(await readingCount()).toBe(before + 2);
  });

  it('takes a list without header; refuses other landlords, tenants, JSON and oversized bodies', async () => {
    const noHeader = await importCsv(`${meterNumbers[3]};01.08.2031;"12,5"\n`, tokens.customer, '?dry_run=1');
    expect(noHeader.json()).toMatchObject({ accepted: 1, rows: [{ line: 1, reading_value: '12.500' }] });
    expect((await importCsv('a;b;c', tokens.customer, '', t.other.propertyId)).statusCode).toBe(404);
    expect((await importCsv('a;b;c', tokens.tenant)).statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/readings/import`,
      headers: bearer(tokens.admin),
      payload: { csv: 'a;b;c' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('CSV');
    const empty = await importCsv('Zählernummer;Datum;Wert\n', tokens.admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Die Datei enthält keine Zählerstände.');
    const huge = await importCsv(`${meterNumbers[0]};01.01.2031;1\n`.repeat(120_000), tokens.admin);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Die Anfrage ist zu groß.');
  });

  it('judges each row against the reading it follows, stored or above it in the list, in any order', async () => {
    const meter = await aMeter(t.ctx.db, {
      propertyId,
      meterNumber: 'IMP-REIHE',
      readings: [
        ['2030-01-31', '100'],
        ['2030-03-31', '300'],
      ],
    });
    const list = [
      'IMP-REIHE;30.04.2030;290', // after 31.03. (300): lower, a possible exchange
      'IMP-REIHE;15.03.2030;200', // after 31.01. (100)
      'IMP-REIHE;20.03.2030;150', // after 15.03. of line 3 (200): lower
      'IMP-REIHE;10.01.2030;5', // nothing before it
      'IMP-REIHE;31.05.2030;295', // after 30.04. of line 2 (290)
      'IMP-REIHE;31.03.2030;1', // stored already
    ].join('\n');
    const expected = [true, false, true, false, false, false];
    const preview = await importCsv(list, tokens.customer, '?dry_run=1');
    expect(preview.json().rows.map((r: { suspected_exchange: boolean }) => r.suspected_exchange)).toEqual(
      expected,
    );
    expect(preview.json().rows.at(-1).reason).toBe(
      'Zeile 6 (Zähler IMP-REIHE): Für diesen Tag ist bereits ein Zählerstand gespeichert.',
    );
    const stored = await importCsv(list, tokens.customer);
    expect(stored.json()).toMatchObject({ accepted: 5, stored: 5, rows: preview.json().rows });
    const rows = await t.ctx.db
      .select()
      .from(meterReadings)
      .where(eq(meterReadings.meterId, meter.id))
      .orderBy(meterReadings.readingDate);
    expect(rows.map((r) => [r.readingDate, r.readingValue, r.suspectedExchange])).toEqual([
      ['2030-01-10', '5.000', false],
      ['2030-01-31', '100.000', false],
      ['2030-03-15', '200.000', false],
      ['2030-03-20', '150.000', true],
      ['2030-03-31', '300.000', false],
      ['2030-04-30', '290.000', true],
      ['2030-05-31', '295.000', false],
    ]);
  });

  it('refuses a list of more rows than one import takes, before reading any of them', async () => {
    const before = await readingCount();
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `X-${i};01.01.2031;1`).join('\n');
    const res = await importCsv(`Zählernummer;Datum;Wert\n${rows}`, tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Die Datei enthält mehr als ${IMPORT_MAX_ROWS} Zeilen; bitte aufteilen.`);
    expect(await readingCount()).toBe(before);
  });
});
