import { readFileSync } from 'node:fs';

/**
 * What this process has used since it was spawned, as the kernel counts it: CPU time of all its threads
 * (user + system, /proc/self/stat, in clock ticks of 10 ms) and its peak resident memory (VmHWM).
 */
export function processUsage(): { cpuMs: number; peakMb: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name in parentheses; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
  return { cpuMs: ticks * 10, peakMb: kb / 1024 };
}

/** CPU time (user + system, all threads) since `from`, in ms. */
export function cpuSince(from: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
}
