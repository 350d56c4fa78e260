import { describe, expect, it } from 'vitest';
import { safePart, streamArchive } from './archive.ts';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The entry names of a ZIP's central directory (APPNOTE 4.3.12). */
function names(zip: Buffer): string[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(eocd + 16);
  const out: string[] = [];
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    const length = zip.readUInt16LE(at + 28);
    out.push(zip.subarray(at + 46, at + 46 + length).toString('utf8'));
    at += 46 + length;
  }
  return out;
}

describe('safePart', () => {
  it('keeps ordinary names with umlauts and spaces', () => {
    expect(safePart('Grundsteuer Müller 2024.pdf')).toBe('Grundsteuer Müller 2024.pdf');
  });

  it('takes path separators, control characters and dot-only names out of a stored name', () => {
    expect(safePart('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safePart('a\\b:c\u0000d\u001fe.pdf')).toBe('a_b_c_d_e.pdf');
    expect(safePart('..')).toBe('_');
    expect(safePart('   ')).toBe('_');
  });
});

describe('streamArchive', () => {
  it('writes JSON, text and files, and never two entries of the same name', async () => {
    const zip = await collect(
      streamArchive(new Date('2026-03-10T09:00:00Z'), async (out) => {
        await out.text('README.txt', 'Hallo');
        await out.json('a.json', { x: 1 });
        await out.file('docs/brief.pdf', Buffer.from('%PDF-1'));
        await out.file('docs/Brief.pdf', Buffer.from('%PDF-2'));
        await out.file('docs/brief', Buffer.from('ohne Endung'));
        await out.file('docs/brief', Buffer.from('ohne Endung 2'));
      }),
    );
    expect(names(zip)).toEqual([
      'README.txt',
      'a.json',
      'docs/brief.pdf',
      'docs/Brief_2.pdf',
      'docs/brief',
      'docs/brief_2',
    ]);
    expect(zip.includes(Buffer.from('{\n  "x": 1\n}\n'))).toBe(true);
  });

  it('ends the stream with the error when writing fails', async () => {
    const stream = streamArchive(new Date(), async (out) => {
      await out.text('README.txt', 'Hallo');
      throw new Error('Datenbank weg');
    });
    await expect(collect(stream)).rejects.toThrow('Datenbank weg');
  });
});
