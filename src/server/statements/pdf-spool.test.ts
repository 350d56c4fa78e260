import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openPdfSpool } from './pdf-spool.ts';

const spoolDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('nkp-finalize-'));

describe('openPdfSpool', () => {
  it('gives back every PDF byte for byte with its item, in order, in slices of at most the bytes asked', async () => {
    const spool = await openPdfSpool<{ tenantId: number }>();
    const pdfs = [3, 5, 2, 9, 1].map((n, i) => Buffer.alloc(n * 10, i + 1));
    for (const [i, pdf] of pdfs.entries()) await spool.add({ tenantId: i + 100 }, pdf);
    expect(spool.count).toBe(5);

    const slices: Array<Array<{ tenantId: number; pdf: Buffer }>> = [];
    for await (const slice of spool.slices(60)) slices.push(slice);
    await spool.close();

    // 30 + 50 > 60: a slice ends before the PDF that would pass the bound; 90 alone is over it and
    // still makes a slice of its own.
    expect(slices.map((s) => s.map((d) => d.tenantId))).toEqual([[100], [101], [102], [103], [104]]);
    expect(slices.flat().map((d) => d.pdf)).toEqual(pdfs);
    const together: number[][] = [];
    const again = await openPdfSpool<{ n: number }>();
    for (const [i, pdf] of pdfs.entries()) await again.add({ n: i }, pdf);
    for await (const slice of again.slices(100)) together.push(slice.map((d) => d.n));
    await again.close();
    expect(together).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  it('removes its file when closed, also before anything was read back', async () => {
    const before = new Set(spoolDirs());
    const spool = await openPdfSpool<{ n: number }>();
    const [dir] = spoolDirs().filter((name) => !before.has(name));
    expect(dir).toBeDefined();
    await spool.add({ n: 1 }, Buffer.from('%PDF-1.7'));
    await spool.close();
    expect(existsSync(`${tmpdir()}/${dir}`)).toBe(false);
  });
});
