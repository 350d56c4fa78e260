import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, LOCK_WAIT_MS, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'nk-lock-'));
const lockPath = (dir: string) => join(dir, LOCK_FILE);
const owner = (dir: string) => JSON.parse(readFileSync(lockPath(dir), 'utf8'));
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const writeOwner = (dir: string, fields: Record<string, unknown>) =>
  writeFileSync(
    lockPath(dir),
    JSON.stringify({ host: hostname(), bootId: bootId(), startTicks: null, token: 'fremd', ...fields }),
  );

describe('data directory lock', () => {
  it('names this process as owner and removes the file on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(owner(dir)).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lockPath(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a second lock of the same directory, also within one process', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('refuses while another running process owns the directory, naming it', () => {
    const dir = freshDir();
    // The parent of the test worker is alive for the whole test.
    writeOwner(dir, { pid: process.ppid, startTicks: startTicks(process.ppid) });
    // A short wait here: the parent outlives it; the start's own wait is LOCK_WAIT_MS.
    expect(() => lockDataDir(dir, { waitMs: 300 })).toThrow(
      `Das Datenverzeichnis ${dir} wird bereits von einem anderen NebenkostenPlus-Prozess (PID ${process.ppid}) verwendet.`,
    );
    expect(owner(dir).token).toBe('fremd');
  });

  it('takes over the lock of a dead process', () => {
    const dir = freshDir();
    const dead = spawnSync('true').pid;
    writeOwner(dir, { pid: dead });
    const lock = lockDataDir(dir);
    expect(owner(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over when the PID now belongs to another process (reuse after a restart)', () => {
    const dir = freshDir();
    writeOwner(dir, { pid: process.ppid, startTicks: '1' });
    lockDataDir(dir).release();
    writeOwner(dir, { pid: process.ppid, bootId: 'ein-anderer-start' });
    lockDataDir(dir).release();
  });

  it('takes over a lock file left empty or unreadable by a crash', () => {
    const dir = freshDir();
    writeFileSync(lockPath(dir), '');
    lockDataDir(dir).release();
    writeFileSync(lockPath(dir), '{kaputt');
    lockDataDir(dir).release();
  });

  it('never removes a lock that another process has taken over meanwhile', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    writeOwner(dir, { pid: process.ppid, token: 'nachfolger' });
    lock.release();
    expect(owner(dir).token).toBe('nachfolger');
  });

  it('waits up to 5 s for a running owner that is ending, then takes its lock', async () => {
    expect(LOCK_WAIT_MS).toBe(5_000);
    const dir = freshDir();
    const dying = spawn('sleep', ['0.5'], { stdio: 'ignore' });
    await new Promise((resolve) => dying.once('spawn', resolve));
    writeOwner(dir, { pid: dying.pid, startTicks: startTicks(dying.pid!) });
    const exited = new Promise((resolve) => dying.once('exit', resolve));
    // Blocks while the owner still runs; its end (not yet collected by us) frees the directory.
    const lock = lockDataDir(dir);
    expect(owner(dir).pid).toBe(process.pid);
    lock.release();
    await exited;
  });

  it('takes the lock as soon as a running owner removes it', () => {
    const dir = freshDir();
    const sleeper = spawnSync('sh', ['-c', `(sleep 1; rm -f '${lockPath(dir)}') >/dev/null 2>&1 & echo ok`]);
    expect(sleeper.status).toBe(0);
    writeOwner(dir, { pid: process.ppid, startTicks: startTicks(process.ppid) });
    const lock = lockDataDir(dir);
    expect(owner(dir).pid).toBe(process.pid);
    lock.release();
  });
});
