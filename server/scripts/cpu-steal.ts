/**
 * The CPU time a virtual machine's hypervisor gave to others while the bench ran ("steal" in
 * /proc/stat). On a 2-core machine whose neighbours are busy it reached a third of the time, and
 * every figure of such a run is lower than the machine's own (its p99s higher): the bench reports
 * the share beside its tables.
 */
import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, in ticks: all of it, and the part stolen. */
export interface CpuTimes {
  total: number;
  steal: number;
}

/** The first line of /proc/stat (`cpu  user nice system idle iowait irq softirq steal ...`). */
export function parseCpuTimes(stat: string): CpuTimes | undefined {
  const line = stat.split('\n').find((text) => /^cpu\s/.test(text));
  if (!line) return undefined;
  // guest and guest_nice (the 9th and 10th) are already counted in user and nice.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return undefined;
  return { total: ticks.reduce((sum, tick) => sum + tick, 0), steal: ticks[7]! };
}

/** The machine's CPU times now; undefined where /proc/stat is not there (not Linux). */
export function cpuTimes(): CpuTimes | undefined {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/** The share of the CPU time between two readings that was stolen (0–1), if both were read. */
export function stolenShare(
  before: CpuTimes | undefined,
  after: CpuTimes | undefined,
): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return (after.steal - before.steal) / (after.total - before.total);
}
