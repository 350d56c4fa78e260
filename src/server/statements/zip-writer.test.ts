import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { zipWriter } from './zip-writer.ts';

async function zipOf(files: Array<[string, string]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const zip = zipWriter(out, new Date(2026, 0, 15, 10, 30, 0));
  for (const [name, text] of files) await zip.add(name, Buffer.from(text));
  await zip.finish();
  return Buffer.concat(chunks);
}

describe('zipWriter', () => {
  it('writes an archive that unzip lists and extracts byte for byte, umlauts included', async () => {
    const zip = await zipOf([
      ['Abrechnung_2025_Müller.pdf', '%PDF-1.7 erste'],
      ['Uebersicht_2025.pdf', '%PDF-1.7 zweite, etwas länger'],
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    writeFileSync(join(dir, 'a.zip'), zip);
    // Python's zipfile checks the CRCs and the central directory on extraction.
    const listing = execFileSync('python3', [
      '-c',
      'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; z.extractall(sys.argv[2]); print("\\n".join(z.namelist()))',
      join(dir, 'a.zip'),
      dir,
    ]).toString();
    expect(listing.trim().split('\n')).toEqual(['Abrechnung_2025_Müller.pdf', 'Uebersicht_2025.pdf']);
    expect(readFileSync(join(dir, 'Abrechnung_2025_Müller.pdf'), 'utf8')).toBe('%PDF-1.7 erste');
    expect(readFileSync(join(dir, 'Uebersicht_2025.pdf'), 'utf8')).toBe('%PDF-1.7 zweite, etwas länger');
  });

  it('writes a valid empty archive', async () => {
    const zip = await zipOf([]);
    expect(zip.length).toBe(22);
    expect(zip.readUInt32LE(0)).toBe(0x06054b50);
  });
});
