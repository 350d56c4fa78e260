import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { deserialize } from 'node:v8';
import { MessageChannel } from 'node:worker_threads';
import type { YearJob } from '../../src/server/workers/pdf-pool.ts';
import { cpuSince, processUsage } from './process-usage.ts';
import { fixClock } from './fixed-clock.ts';
import { startRecording, writeFrame } from './recorder.ts';

/**
 * Our side: the 1,100 statements of the job file rendered as the product renders them.
 *
 * `ours.ts <job>`: through the PDF worker pool with one thread, as the ZIP and finalizing do, after a
 * warm-up statement that loads the renderer; prints the CPU time of the whole process (all threads)
 * while the 1,100 PDFs are made, as JSON, and of it the part before the first PDF could start (the
 * building's calculation, `calcCpuMs`).
 * `ours.ts <job> --record <ops> <hashes>`: the same task in this thread (`renderYear`, the worker's own
 * function) with pdfkit's calls recorded for bare.mjs and the clock fixed, writing each PDF's SHA-256.
 */
const [jobFile, mode, opsFile, hashFile] = process.argv.slice(2);
const job = deserialize(readFileSync(jobFile as string)) as YearJob;

if (mode === '--record') {
  fixClock();
  const fd = openSync(opsFile as string, 'w');
  startRecording((options, ops) => writeFrame(fd, options, ops));
  const { renderYear } = await import('../../src/server/workers/pdf-tasks.ts');
  const { port1, port2 } = new MessageChannel();
  const hashes: string[] = [];
  port1.on('message', (m: { type: string; pdf?: Uint8Array }) => {
    if (m.type !== 'pdf' || !m.pdf) return;
    hashes.push(createHash('sha256').update(m.pdf).digest('hex'));
    port1.postMessage({ type: 'credit' });
  });
  await renderYear({ ...job, kind: 'year-pdfs', credits: 4, port: port2 });
  // The last messages arrive on the next turns of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 200));
  port1.close();
  closeSync(fd);
  writeFileSync(hashFile as string, JSON.stringify(hashes));
  console.log(JSON.stringify({ documents: hashes.length }));
} else {
  const { createPdfWorkers } = await import('../../src/server/workers/pdf-pool.ts');
  const pdfs = createPdfWorkers({ threads: 1, queued: 4 });
  // CPU until the head arrives: the building's calculation and checks, which bare does not do.
  let calcCpuMs = 0;
  const drain = async (j: YearJob, from?: NodeJS.CpuUsage) => {
    const year = await pdfs.year(j);
    if (from) calcCpuMs = cpuSince(from);
    let documents = 0;
    let bytes = 0;
    for await (const d of year.documents()) {
      documents++;
      bytes += d.pdf.byteLength;
    }
    return { documents, bytes };
  };
  const first = job.tenants[0]?.[0];
  await drain({ ...job, only: first });
  const from = process.cpuUsage();
  const start = performance.now();
  const { documents, bytes } = await drain(job, from);
  const renderCpuMs = cpuSince(from);
  const wallMs = performance.now() - start;
  const whole = processUsage();
  await pdfs.destroy();
  console.log(
    JSON.stringify({
      documents,
      bytes,
      renderCpuMs,
      calcCpuMs,
      wallMs,
      wholeCpuMs: whole.cpuMs,
      peakMb: whole.peakMb,
    }),
  );
}
