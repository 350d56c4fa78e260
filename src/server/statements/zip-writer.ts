/**
 * A ZIP archive written entry by entry onto a stream, so that a thousand statements go out as
 * they are rendered instead of being held in memory. Entries are stored, not deflated: PDFs are
 * compressed inside already. File names are UTF-8 (general purpose flag bit 11), as umlauts in
 * tenants' names need. Format: PKWARE APPNOTE 6.3.x, sections 4.3.7 (local header), 4.3.12
 * (central directory) and 4.3.16 (end of central directory); no ZIP64, so each archive stays
 * below 4 GiB and 65,535 entries.
 */
import { crc32 } from 'node:zlib';
import type { Writable } from 'node:stream';

const UTF8_NAMES = 0x0800;
const STORED = 0;
const VERSION = 20;

/** MS-DOS date and time of an entry (local time as the archive tools show it). */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

export interface ZipWriter {
  /** Writes one file; resolves when the stream has taken it (respecting backpressure). */
  add(name: string, content: Uint8Array): Promise<void>;
  /** Writes the central directory and ends the stream. */
  finish(): Promise<void>;
}

export function zipWriter(out: Writable, at: Date = new Date()): ZipWriter {
  const entries: Entry[] = [];
  const { time, date } = dosDateTime(at);
  let offset = 0;

  // A reader that goes away (a download cancelled) ends the writing with an error rather than
  // leaving it waiting for a 'drain' that never comes.
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (out.destroyed) return reject(new Error('ZIP stream closed'));
      offset += chunk.length;
      const ok = out.write(chunk, (error) => (error ? reject(error) : undefined));
      if (ok) return resolve();
      const drained = () => {
        out.off('close', closed);
        resolve();
      };
      const closed = () => {
        out.off('drain', drained);
        reject(new Error('ZIP stream closed'));
      };
      out.once('drain', drained);
      out.once('close', closed);
    });

  return {
    async add(fileName, content) {
      const name = Buffer.from(fileName, 'utf8');
      const crc = crc32(content);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(UTF8_NAMES, 6);
      header.writeUInt16LE(STORED, 8);
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(date, 12);
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(content.byteLength, 18);
      header.writeUInt32LE(content.byteLength, 22);
      header.writeUInt16LE(name.length, 26);
      header.writeUInt16LE(0, 28);
      entries.push({ name, crc, size: content.byteLength, offset });
      await write(Buffer.concat([header, name]));
      await write(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
    },

    async finish() {
      const start = offset;
      for (const e of entries) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(VERSION, 4);
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(UTF8_NAMES, 8);
        header.writeUInt16LE(STORED, 10);
        header.writeUInt16LE(time, 12);
        header.writeUInt16LE(date, 14);
        header.writeUInt32LE(e.crc, 16);
        header.writeUInt32LE(e.size, 20);
        header.writeUInt32LE(e.size, 24);
        header.writeUInt16LE(e.name.length, 28);
        header.writeUInt32LE(e.offset, 42);
        await write(Buffer.concat([header, e.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await write(end);
      out.end();
    },
  };
}
