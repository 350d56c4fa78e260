import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { backupTexts } from '../../domain/texts/backup.ts';
import { BackupFileError, parseHeader, readBackup, type BackupHandler } from './format.ts';

/**
 * The lines of a gzip'd file, read as a stream (a backup is not held in memory). A file that is
 * not gzip, or ends early, fails with the German reason.
 */
export async function* fileLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  // The pieces of the line being read: a row with documents spans many chunks, and each chunk
  // is searched only once.
  let pieces: string[] = [];
  try {
    for await (const chunk of gunzip) {
      const text = decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        pieces.push(text.slice(start, end));
        yield pieces.join('');
        pieces = [];
        start = end + 1;
      }
      if (start < text.length) pieces.push(text.slice(start));
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error;
    throw new BackupFileError(file, code === 'Z_BUF_ERROR' ? backupTexts.truncated : backupTexts.notGzip);
  } finally {
    gunzip.destroy();
  }
  pieces.push(decoder.end());
  // Every line of a backup ends with a line feed; text after the last one is a cut-off line.
  if (pieces.join('') !== '') throw new BackupFileError(file, backupTexts.truncated);
}

/** The header alone (first line), checked before a restore touches its target. */
export async function readHeaderOf(file: string) {
  for await (const line of fileLines(file)) return parseHeader(file, line);
  return parseHeader(file, undefined);
}

/** Reads and checks the whole file: format, counts, checksums. */
export const checkBackupFile = (file: string, handler?: BackupHandler) =>
  readBackup(file, fileLines(file), handler);
