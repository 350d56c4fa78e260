import { readFileSync } from 'node:fs';

/**
 * Connections waiting in the kernel's accept queue of a listening TCP port, or null where the
 * system does not tell (not Linux). Linux lists listening sockets in /proc/net/tcp and tcp6 with
 * state 0A; for them the `rx_queue` column is the length of the accept queue. Read only while the
 * process stops, so a large file costs nothing that matters.
 */
export function acceptQueueLength(port: number): number | null {
  let found = false;
  let queued = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'latin1');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (fields[3] !== '0A' || !local) continue;
      if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) !== port) continue;
      found = true;
      queued += Number.parseInt(fields[4]!.split(':')[1]!, 16);
    }
  }
  return found ? queued : null;
}
