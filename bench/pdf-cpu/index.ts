import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeJob } from './job.ts';

/**
 * CPU time of the 1,100 statement PDFs of the 1,000-dwelling building (bench/statements) against a
 * bare pdfkit process making the same documents.
 *
 * 1. The job as the ZIP and finalizing hand it to the PDF worker (job.ts).
 * 2. Our renderer runs it once with pdfkit's calls recorded (ours.ts --record, recorder.ts).
 * 3. bare.mjs replays the calls with plain pdfkit, both with the clock fixed, and compares every
 *    document's bytes with ours: "the same documents" is checked, not assumed.
 * 4. Paired runs, alternating: ours (PDF worker pool, one thread) and bare (plain pdfkit in one
 *    process), each a fresh process that first makes one document untimed. Each reports the CPU time
 *    (user + system, all threads) spent while the 1,100 PDFs were made; medians, spread and the ratio.
 *
 * BENCH_PAIRS sets the number of pairs (default 5).
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'bench-pdf-cpu-'));
const job = join(work, 'job.bin');
const ops = join(work, 'ops.bin');
const hashes = join(work, 'hashes.json');
const here = import.meta.dirname;

interface Run {
  documents: number;
  bytes: number;
  renderCpuMs: number;
  /** Ours only: the building's calculation at the start of the task, included in renderCpuMs. */
  calcCpuMs?: number;
  wallMs: number;
  wholeCpuMs: number;
  peakMb: number;
}

function run(args: string[]): Run & Record<string, unknown> {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1) as string) as Run & Record<string, unknown>;
}
const ours = (...extra: string[]) => run(['--import', 'tsx', join(here, 'ours.ts'), job, ...extra]);
const bare = (...extra: string[]) => run([join(here, 'bare.mjs'), ops, ...extra]);

try {
  const { statements } = await writeJob(job);
  ours('--record', ops, hashes);
  const check = bare('--verify', hashes);
  if (check.differing !== null || check.documents !== statements || check.ours !== statements)
    throw new Error(`not the same documents: ${JSON.stringify(check)}`);
  console.log(
    `${statements} statements; all ${statements} PDFs of both sides byte-identical (fixed clock).\n`,
  );

  const runs: { ours: Run[]; bare: Run[] } = { ours: [], bare: [] };
  for (let i = 0; i < PAIRS; i++) {
    runs.ours.push(ours());
    runs.bare.push(bare());
    const o = runs.ours.at(-1) as Run;
    const b = runs.bare.at(-1) as Run;
    console.log(
      `pair ${i + 1}: ours ${(o.renderCpuMs / 1000).toFixed(1)} s CPU, bare ${(b.renderCpuMs / 1000).toFixed(1)} s CPU, ratio ${(o.renderCpuMs / b.renderCpuMs).toFixed(2)}`,
    );
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
  };
  const cell = (xs: number[], f: (x: number) => string) =>
    `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
  const s = (ms: number) => (ms / 1000).toFixed(1);
  const ratios = runs.ours.map((o, i) => o.renderCpuMs / (runs.bare[i] as Run).renderCpuMs);
  const pdfOnly = runs.ours.map(
    (o, i) => (o.renderCpuMs - (o.calcCpuMs ?? 0)) / (runs.bare[i] as Run).renderCpuMs,
  );
  console.log(`\n${PAIRS} pairs, median (min–max):\n`);
  console.log(
    '| Side | CPU while making the 1,100 PDFs, s | Wall, s | CPU of the whole process from spawn, s | Peak RSS (VmHWM), MB |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, list] of [
    ['ours (PDF worker, one thread)', runs.ours],
    ['bare pdfkit (replay)', runs.bare],
  ] as const) {
    console.log(
      `| ${name} | ${cell(
        list.map((r) => r.renderCpuMs),
        s,
      )} | ${cell(
        list.map((r) => r.wallMs),
        s,
      )} | ${cell(
        list.map((r) => r.wholeCpuMs),
        s,
      )} | ${cell(
        list.map((r) => r.peakMb),
        (x) => x.toFixed(0),
      )} |`,
    );
  }
  console.log(
    `\nRatio ours / bare (CPU while making the PDFs, per pair): ${cell(ratios, (x) => x.toFixed(2))}; target ≤ 1.2.`,
  );
  console.log(
    `Of ours, the building's calculation before the first PDF: ${cell(
      runs.ours.map((o) => o.calcCpuMs ?? 0),
      s,
    )} s; ratio without it: ${cell(pdfOnly, (x) => x.toFixed(2))}.`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
