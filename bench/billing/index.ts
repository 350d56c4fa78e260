/**
 * Billing benchmarks: `npx tsx bench/billing/index.ts`
 * Prints a markdown table; targets: one 200-dwelling building < 5 ms,
 * one statement PDF < 100 ms, peak memory < 512 MB. No assertions: figures
 * are documented in docs/performance.md.
 */
import { calculateBilling } from '../../src/domain/billing/calculation/calculate.ts';
import { withCalculationPaths } from '../../src/domain/billing/path.ts';
import { billingInputSchema } from '../../src/domain/billing/schema.ts';
import { renderStatementPdf } from '../../src/server/pdf/statement.ts';
import { building } from './building.ts';

interface Row {
  name: string;
  runs: number;
  median: number;
  p95: number;
  mean: number;
  min: number;
  cpuMedian: number;
  target: string;
}

interface Sample {
  wall: number;
  /** CPU time of this process (user + system): what the work costs even when other processes compete for the CPU. */
  cpu: number;
}

function stats(name: string, samples: Sample[], target: string): Row {
  const s = samples.map((x) => x.wall).sort((a, b) => a - b);
  const c = samples.map((x) => x.cpu).sort((a, b) => a - b);
  const at = (arr: number[], q: number) =>
    arr[Math.min(arr.length - 1, Math.floor(q * arr.length))] as number;
  return {
    name,
    runs: s.length,
    median: at(s, 0.5),
    p95: at(s, 0.95),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    min: s[0] as number,
    cpuMedian: at(c, 0.5),
    target,
  };
}

let peakRss = process.memoryUsage().rss;
const sampleMemory = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};

function time<T>(fn: () => T): [Sample, T] {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return [{ wall, cpu: (c.user + c.system) / 1000 }, r];
}

async function main() {
  const rows: Row[] = [];
  const one = building(1);
  const occupancies = one.occupancies.length;

  // Warm-up so that the JIT has compiled the hot paths before measuring.
  for (let i = 0; i < 30; i++) calculateBilling(building(1000 + i));

  const single: Sample[] = [];
  for (let i = 0; i < 200; i++) single.push(time(() => calculateBilling(one))[0]);
  rows.push(
    stats(
      `1 Gebäude (200 Wohnungen, ${occupancies} Nutzungen, 20 Kostenarten + Heizung/CO2)`,
      single,
      '< 5 ms',
    ),
  );

  // The API route adds the German calculation path to every line; the engine itself no longer formats it.
  const computed = calculateBilling(one);
  const lineCount = computed.occupancies.reduce((n, o) => n + o.lines.length, 0);
  for (let i = 0; i < 20; i++) withCalculationPaths(computed);
  const paths: Sample[] = [];
  for (let i = 0; i < 100; i++) paths.push(time(() => withCalculationPaths(computed))[0]);
  rows.push(
    stats(
      `Rechenwege für die API-Antwort (${lineCount.toLocaleString('de-DE')} Zeilen, gleiches Gebäude)`,
      paths,
      '–',
    ),
  );

  const parsed: Sample[] = [];
  for (let i = 0; i < 100; i++) parsed.push(time(() => billingInputSchema.parse(one))[0]);
  rows.push(stats('Eingabeprüfung mit zod (API, gleiches Gebäude)', parsed, '–'));

  // Inputs are generated one by one (untimed), as a server would receive them, so memory holds one building at a time.
  const perBuilding: Sample[] = [];
  let total = 0;
  for (let i = 0; i < 1000; i++) {
    const input = building(i + 1);
    const [ms] = time(() => calculateBilling(input));
    perBuilding.push(ms);
    total += ms.wall;
    if (i % 50 === 0) sampleMemory();
  }
  sampleMemory();
  rows.push(stats('1.000 Gebäude nacheinander (je Gebäude)', perBuilding, '< 5 ms'));

  const result = calculateBilling(one);
  const tenants = result.occupancies.filter((o) => !o.vacancy).slice(0, 200);
  for (let i = 0; i < 5; i++) await render(result, tenants[i]!.id);
  const pdf: Sample[] = [];
  let bytes = 0;
  for (const o of tenants) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    bytes += (await render(result, o.id)).length;
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    pdf.push({ wall, cpu: (c.user + c.system) / 1000 });
    sampleMemory();
  }
  rows.push(stats(`PDF-Abrechnung je Mieter (${tenants.length} Dokumente)`, pdf, '< 100 ms'));

  const f = (v: number) => v.toFixed(2);
  const load = (await import('node:os')).loadavg()[0] ?? 0;
  const cpus = (await import('node:os')).availableParallelism();
  console.log(
    '| Messung | Läufe | Median ms | p95 ms | Mittel ms | Minimum ms | CPU-Zeit Median ms | Ziel |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.runs} | ${f(r.median)} | ${f(r.p95)} | ${f(r.mean)} | ${f(r.min)} | ${f(r.cpuMedian)} | ${r.target} |`,
    );
  }
  console.log('');
  console.log(
    `- 1.000 Gebäude gesamt: ${(total / 1000).toFixed(2)} s (${(1000 / (total / 1000)).toFixed(0)} Gebäude/s)`,
  );
  console.log(`- PDF-Größe im Mittel: ${(bytes / tenants.length / 1024).toFixed(1)} KiB`);
  const maxRss = process.resourceUsage().maxRSS / 1024;
  console.log(
    `- Speicher: Spitze RSS ${Math.max(peakRss / 1024 / 1024, maxRss).toFixed(0)} MB (Ziel < 512 MB)`,
  );
  console.log(
    `- Node ${process.version}, ${process.platform}/${process.arch}, ${cpus} CPU, Last (1 min) ${load.toFixed(2)}`,
  );
}

function render(result: ReturnType<typeof calculateBilling>, occupancyId: string): Promise<Buffer> {
  return renderStatementPdf({
    result,
    occupancyId,
    landlord: {
      name: 'Hausverwaltung Sommer GmbH',
      address_lines: ['Karl-Liebknecht-Straße 45', '04275 Leipzig'],
      iban: 'DE12 8605 5592 1090 0123 45',
    },
    tenant: { name: `Mietpartei ${occupancyId}`, address_lines: ['Lindenstraße 12', '04109 Leipzig'] },
    property: 'Lindenstraße 12, 04109 Leipzig',
    statementDate: '2025-03-14',
    paymentDays: 30,
  });
}

await main();
