import { PassThrough, type Readable } from 'node:stream';
import { zipWriter } from '../statements/zip-writer.ts';

/** What an export writes into its archive: JSON files, documents and the README. */
export interface ArchiveSink {
  json(name: string, value: unknown): Promise<void>;
  file(name: string, bytes: Uint8Array): Promise<void>;
  text(name: string, text: string): Promise<void>;
}

/**
 * One part of an entry name as a file system takes it: no path separators, control characters or
 * dot-only names from stored file names (an invoice's name comes from whoever sent it).
 */
export function safePart(name: string): string {
  const cleaned = [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '/\\:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim()
    .slice(0, 120);
  return cleaned === '' || /^\.+$/.test(cleaned) ? '_' : cleaned;
}

/**
 * Streams a ZIP whose entries `write` adds one by one, so that only one document is in memory at
 * a time. A failure after the first byte can only end the stream (the client sees an incomplete
 * archive); failures before it are the caller's to raise before calling this.
 */
export function streamArchive(at: Date, write: (sink: ArchiveSink) => Promise<void>): Readable {
  const out = new PassThrough();
  const zip = zipWriter(out, at);
  const used = new Set<string>();
  // Two documents with the same stored name must not overwrite each other when unpacked.
  const unique = (name: string) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      candidate =
        dot > name.lastIndexOf('/') ? `${name.slice(0, dot)}_${n}${name.slice(dot)}` : `${name}_${n}`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  };
  const sink: ArchiveSink = {
    json: (name, value) => zip.add(unique(name), Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8')),
    file: (name, bytes) => zip.add(unique(name), bytes),
    text: (name, text) => zip.add(unique(name), Buffer.from(text, 'utf8')),
  };
  void (async () => {
    await write(sink);
    await zip.finish();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
