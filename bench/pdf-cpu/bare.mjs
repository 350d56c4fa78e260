/* global process, Buffer, console */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { deserialize } from 'node:v8';
import PDFDocument from 'pdfkit';
import { fixClock } from './fixed-clock.ts';
import { cpuSince, processUsage } from './process-usage.ts';

/**
 * The baseline: plain pdfkit making the same documents. It replays the calls our renderer made on each
 * document (recorded by recorder.ts): the same pages, text runs at the same positions, fonts, tables,
 * rules, structure tree and GiroCodes, with none of our layout, measuring or calculation.
 *
 * `node bare.mjs <ops>`: prints the CPU time of the whole process (all threads) while the documents are
 * made, as JSON; the reading of each recording is left out. After one warm-up document.
 * `node bare.mjs <ops> --verify <hashes>`: with the clock fixed, compares every document's SHA-256 with
 * ours and writes the first differing pair's index (or none).
 */
const [opsFile, mode, hashFile] = process.argv.slice(2);
if (mode === '--verify') fixClock();

const file = readFileSync(opsFile);
function* recordings() {
  for (let at = 0; at < file.length;) {
    const length = file.readUInt32LE(at);
    yield deserialize(file.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
}

function replay([options, ops]) {
  const doc = new PDFDocument(options);
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const bytes = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const handles = [];
  const decode = (v) => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(decode);
    if (typeof v.h === 'number' && Object.keys(v).length === 1) return handles[v.h];
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x)]));
  };
  for (const op of ops) {
    const target = op[0] === 0 ? doc : op[0] === -1 ? doc.outline : handles[op[0]];
    const name = op[1];
    if (name.startsWith('=')) {
      target[name.slice(1)] = op[2];
      continue;
    }
    const result = target[name](...op[2].map(decode));
    if (op[3]) handles[op[3]] = result;
  }
  return bytes;
}

if (mode === '--verify') {
  const ours = JSON.parse(readFileSync(hashFile, 'utf8'));
  let index = 0;
  let differing = null;
  for (const recording of recordings()) {
    const pdf = await replay(recording);
    if (createHash('sha256').update(pdf).digest('hex') !== ours[index] && differing === null)
      differing = index;
    index++;
  }
  console.log(JSON.stringify({ documents: index, ours: ours.length, differing }));
} else {
  const all = recordings();
  await replay(all.next().value);
  let renderCpuMs = 0;
  let documents = 0;
  let bytes = 0;
  const start = performance.now();
  for (const recording of recordings()) {
    const from = process.cpuUsage();
    const pdf = await replay(recording);
    renderCpuMs += cpuSince(from);
    documents++;
    bytes += pdf.length;
  }
  const wallMs = performance.now() - start;
  const whole = processUsage();
  console.log(
    JSON.stringify({ documents, bytes, renderCpuMs, wallMs, wholeCpuMs: whole.cpuMs, peakMb: whole.peakMb }),
  );
}
