import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { demoProperty } from '../../../tests/fixtures/statements/demo-property.ts';
import { createPdfWorkers, type YearJob } from './pdf-pool.ts';

const workers = createPdfWorkers();
afterAll(() => workers.destroy());

const YEAR = 2025;
const job = (over: Partial<YearJob> = {}): YearJob => {
  const stored = demoProperty(YEAR);
  return {
    stored,
    today: '2026-03-02',
    landlord: { name: 'Vera Vermieter', address_lines: ['Hauptstraße 1', '10115 Berlin'] },
    tenants: stored.tenants.map((t) => [t.id, { name: t.lastName, address_lines: ['Lindenstraße 12'] }]),
    property: 'Lindenstraße 12, 10115 Berlin',
    summary: true,
    answer: null,
    ...over,
  };
};
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

describe('PDF workers: a year of statements', () => {
  it('hands over every tenant statement in order, then the summary, each as a PDF', async () => {
    const year = await workers.year(job({ answer: { status: 'open', finalized_at: null } }));
    expect(year.head.blocked).toBeUndefined();
    const expected = year.head.statements.map((s) => s.tenant_id);
    expect(expected.length).toBeGreaterThan(1);
    const answer = JSON.parse(gunzipSync(year.head.answerGzip!).toString('utf8')) as {
      statements: unknown[];
    };
    expect(answer.statements).toHaveLength(expected.length);

    const seen: Array<number | null> = [];
    for await (const d of year.documents()) {
      expect(isPdf(d.pdf)).toBe(true);
      seen.push(d.tenantId);
    }
    expect(seen).toEqual([...expected, null]);
  });

  it('renders only the one tenant asked for, without a summary', async () => {
    const all = await workers.year(job());
    all.cancel();
    const one = all.head.statements[1]!.tenant_id;
    const year = await workers.year(job({ only: one, summary: false }));
    const seen: Array<number | null> = [];
    for await (const d of year.documents()) seen.push(d.tenantId);
    expect(seen).toEqual([one]);
  });

  it('stops rendering when the reader leaves early, and the thread serves the next request', async () => {
    const year = await workers.year(job());
    for await (const d of year.documents()) {
      expect(isPdf(d.pdf)).toBe(true);
      break;
    }
    const next = await workers.year(job({ summary: false }));
    let count = 0;
    for await (const d of next.documents()) count += d.kind === 'tenant' ? 1 : 0;
    expect(count).toBe(next.head.statements.length);
  });

  it('reports data the engine cannot calculate in the head and renders nothing', async () => {
    const broken = job();
    // An older gas building must bill 70 % by consumption (§7 Abs. 1 S. 2 HeizkostenV).
    broken.stored = {
      ...broken.stored,
      settings: {
        ...broken.stored.settings,
        heatingConsumptionSharePercent: 60,
        building: { insulation_standard_1994_met: false, fuel: 'gas', exposed_pipes_mostly_insulated: true },
      },
    };
    const year = await workers.year(broken);
    expect(year.head.blocked).toEqual(expect.any(String));
    expect(year.head.statements).toEqual([]);
    const seen: unknown[] = [];
    for await (const d of year.documents()) seen.push(d);
    expect(seen).toEqual([]);
  });

  it('answers a calculation request with bad JSON as a German input problem', async () => {
    await expect(workers.statementPdf(new TextEncoder().encode('{'), '2026-03-02')).rejects.toMatchObject({
      message: 'Ungültiger JSON-Inhalt.',
    });
  });
});
