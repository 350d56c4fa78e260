import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * The embedded database belongs to one process. PGlite has no lock of its own: a second server on
 * the same directory starts, and each overwrites the other's writes. This lock file, created with
 * O_EXCL, makes the second process stop with a clear message instead.
 *
 * The file names its owner: PID, host, boot id and the process's start time. A lock whose owner is
 * gone (killed, crashed, machine rebooted) is stale and taken over: a PID alone is not enough,
 * because after a reboot or in a container (where the server is often PID 1 every time) the same
 * PID belongs to another process. Two processes that find the same stale lock race through an
 * atomic mkdir, so only one takes it over.
 */
export const LOCK_FILE = '.nebenkostenplus.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Das Datenverzeichnis ${dataDir} wird bereits von einem anderen NebenkostenPlus-Prozess (PID ${ownerPid}) ` +
        'verwendet. Beenden Sie diesen Prozess oder wählen Sie mit DATA_DIR ein anderes Verzeichnis.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Owner {
  pid: number;
  host: string;
  bootId: string | null;
  /** Start time of the owning process in clock ticks since boot (Linux), null elsewhere. */
  startTicks: string | null;
  token: string;
}

export interface DataDirLock {
  release(): void;
}

/** Locks this process holds, by lock path: a second open of the same directory here fails too. */
const heldHere = new Set<string>();

/** Blocks briefly without spinning; the lock is taken once at start, before anything else runs. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
};

const bootId = () => readText('/proc/sys/kernel/random/boot_id');

/** Fields of /proc/<pid>/stat from the third on; the command name before may contain spaces, so split after ')'. */
function statFields(pid: number): string[] | null {
  const stat = readText(`/proc/${pid}/stat`);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

/** Field 22 of /proc/<pid>/stat: the process's start in clock ticks since boot. */
const startTicksOf = (pid: number): string | null => statFields(pid)?.[19] ?? null;

/** A process that has exited but not yet been collected by its parent (Linux states Z and X). */
const hasExited = (pid: number) => ['Z', 'X'].includes(statFields(pid)?.[0] ?? '');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the recorded owner still runs: same machine, same boot, same PID with the same start. */
function ownerAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // another machine sharing the directory: cannot check, so respect it
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  if (owner.pid === process.pid) return false; // not us: we have not written it yet
  if (!isRunning(owner.pid) || hasExited(owner.pid)) return false;
  return owner.startTicks === null || owner.startTicks === startTicksOf(owner.pid);
}

function parseOwner(text: string | null): Owner | null {
  if (!text) return null;
  try {
    const owner = JSON.parse(text) as Owner;
    return typeof owner.pid === 'number' && typeof owner.token === 'string' ? owner : null;
  } catch {
    return null;
  }
}

function tryCreate(path: string, owner: Owner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A takeover guard left behind by a process killed mid-takeover is old after this long. */
const TAKEOVER_STALE_MS = 10_000;

/** Replaces the stale lock `seen`, unless another process got there first. */
function takeOver(path: string, seen: string | null, owner: Owner): boolean {
  const guard = `${path}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) rmdirSync(guard);
    } catch {
      // Removed by its owner meanwhile.
    }
    return false;
  }
  try {
    if (readText(path) !== seen) return false; // changed since we looked: someone else took it
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return tryCreate(path, owner);
  } finally {
    rmdirSync(guard);
  }
}

/**
 * How long a start waits for a running owner to end before it refuses. A restart by a supervisor
 * (systemd, Docker, npm) often starts the new process while the old one still closes its
 * database; the old one's lock then goes away within a second or two.
 */
export const LOCK_WAIT_MS = 5_000;
const OWNER_POLL_MS = 100;

/**
 * Takes the lock of `dataDir` for this process. A live owner is polled for up to `waitMs`: when it
 * ends (or removes its lock) meanwhile, the lock is taken; otherwise DataDirLockedError.
 */
export function lockDataDir(
  dataDir: string,
  { waitMs = LOCK_WAIT_MS }: { waitMs?: number } = {},
): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const owner: Owner = {
    pid: process.pid,
    host: hostname(),
    bootId: bootId(),
    startTicks: startTicksOf(process.pid),
    token: randomUUID(),
  };
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  const deadline = Date.now() + waitMs;
  let lookedTwice = false;
  for (let takeovers = 0; takeovers < 5;) {
    if (tryCreate(path, owner)) return heldLock(path, owner.token);
    const seen = readText(path);
    const current = parseOwner(seen);
    if (current && ownerAlive(current)) {
      if (Date.now() >= deadline) throw new DataDirLockedError(dataDir, current.pid);
      pause(OWNER_POLL_MS);
      continue;
    }
    // An unreadable file may be one being written right now; look again before calling it stale.
    if (current === null && !lookedTwice) {
      lookedTwice = true;
      pause(100);
      continue;
    }
    if (takeOver(path, seen, owner)) return heldLock(path, owner.token);
    takeovers++;
    pause(50);
  }
  const current = parseOwner(readText(path));
  throw new DataDirLockedError(dataDir, current?.pid ?? 0);
}

function heldLock(path: string, token: string): DataDirLock {
  let held = true;
  heldHere.add(path);
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(path);
    process.off('exit', release);
    // Only our own lock: never remove one a later owner took over.
    if (parseOwner(readText(path))?.token !== token) return;
    try {
      unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  // process.exit() skips close(); the lock must not outlive the process for the next start.
  process.on('exit', release);
  return { release };
}
