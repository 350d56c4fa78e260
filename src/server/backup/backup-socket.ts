import { chmodSync, closeSync, lstatSync, openSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backupTexts } from '../../domain/texts/backup.ts';
import type { Database } from '../db/client.ts';
import { BackupRefusal } from './format.ts';
import { pgliteSnapshot, writeBackup } from './write-backup.ts';

/**
 * While the server runs on the embedded database it alone holds the data directory (PGlite is one
 * process). `npm run backup` then asks it through this Unix domain socket in the data directory,
 * and the server writes the backup into the connection. The socket's mode 0600 admits the server's
 * own user (and root), who can read the data directory anyway, and nobody else.
 */
export const BACKUP_SOCKET = '.nebenkostenplus-backup.sock';

/** Longest socket path Linux accepts (sun_path holds 108 bytes with the closing zero). */
export const SOCKET_PATH_MAX = 107;

const REQUEST = 'backup\n';

export interface BackupLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * The socket's address. A data directory with a long path is reached through a descriptor of the
 * directory, /proc/self/fd/N/…, which is short (Linux); elsewhere such a path is refused.
 */
function withSocketAddress<T>(dataDir: string, use: (address: string) => T): T {
  const path = join(dataDir, BACKUP_SOCKET);
  if (Buffer.byteLength(path) <= SOCKET_PATH_MAX) return use(path);
  let fd: number;
  try {
    fd = openSync(dataDir, 'r');
  } catch {
    throw new BackupRefusal(backupTexts.socketPathTooLong(path, SOCKET_PATH_MAX));
  }
  try {
    const short = `/proc/self/fd/${fd}/${BACKUP_SOCKET}`;
    try {
      lstatSync(`/proc/self/fd/${fd}`);
    } catch {
      throw new BackupRefusal(backupTexts.socketPathTooLong(path, SOCKET_PATH_MAX));
    }
    return use(short);
  } finally {
    closeSync(fd);
  }
}

function removeStaleSocket(path: string): void {
  try {
    if (lstatSync(path).isSocket()) unlinkSync(path);
  } catch {
    // None there.
  }
}

/**
 * Opens the backup socket of a running server on the embedded database. Never fails the start: a
 * socket that cannot be opened is logged, and backups then need the server stopped.
 */
export async function startBackupSocket(
  database: Database,
  dataDir: string,
  log: BackupLog,
): Promise<{ close(): Promise<void> }> {
  if (database.raw.driver !== 'pglite') return { close: async () => undefined };
  const client = database.raw.client;
  const path = join(dataDir, BACKUP_SOCKET);
  const connections = new Set<Socket>();
  const running = new Set<Promise<unknown>>();

  const server = createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    let request = '';
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      request += chunk;
      if (!request.includes('\n') && request.length < REQUEST.length) return;
      socket.off('data', onData);
      if (request !== REQUEST) {
        socket.destroy();
        return;
      }
      const backup = writeBackup(pgliteSnapshot(client), 'pglite', socket).catch((error: unknown) => {
        log.error({ err: error }, 'Sicherung über den Sicherungs-Socket fehlgeschlagen');
        socket.destroy();
      });
      running.add(backup);
      void backup.finally(() => running.delete(backup));
    };
    socket.on('data', onData);
  });

  try {
    removeStaleSocket(path);
    await withSocketAddress(dataDir, (address) => {
      // The socket is created with mode 0600 from the start (umask), not opened to others first.
      const umask = process.umask(0o177);
      try {
        return new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(address, () => {
            server.off('error', reject);
            resolve();
          });
        });
      } finally {
        process.umask(umask);
      }
    });
    chmodSync(path, 0o600);
  } catch (error) {
    const message = error instanceof BackupRefusal ? error.message : 'Sicherungs-Socket nicht geöffnet';
    log.warn({ err: error }, message);
    server.close();
    return { close: async () => undefined };
  }
  server.on('error', (error) => log.error({ err: error }, 'Sicherungs-Socket'));

  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A backup still running is cut off (its file fails the check) rather than holding the stop.
      for (const socket of connections) socket.destroy();
      await Promise.all(running);
      await closed;
      removeStaleSocket(path);
    },
  };
}

/**
 * Asks the server holding `dataDir` for a backup and writes it to `out`. Answers false when no
 * server listens there (no socket, or a stale one).
 */
export async function requestServerBackup(dataDir: string, out: () => Writable): Promise<boolean> {
  let socket: Socket;
  try {
    socket = await withSocketAddress(
      dataDir,
      (address) =>
        new Promise<Socket>((resolve, reject) => {
          const s = connect(address);
          s.once('connect', () => resolve(s));
          s.once('error', reject);
        }),
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return false;
    throw error;
  }
  socket.write(REQUEST);
  // The server ends the connection after the trailer; whether all arrived the caller checks.
  await pipeline(socket, out());
  return true;
}
