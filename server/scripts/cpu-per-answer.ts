/**
 * The CPU time each part of a bench run spent per answer: the shop's process, the PostgreSQL
 * server's processes (when the database is a server on this machine) and the load generator
 * (autocannon, in the bench's own process). Server, database and load generator share the
 * machine's cores, so their sum per answer bounds the throughput the cores allow, whatever the
 * shop's code does: the bench reports that bound beside each row of reads.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time (user + system, ms) in a process's /proc/PID/stat line. */
export function parseProcessCpuMs(stat: string): number | undefined {
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}

/**
 * A process's CPU time so far (ms), or one of its threads' (`thread`: its id; the main thread's
 * is the process's); undefined once it has gone, or where /proc is not there.
 */
export function processCpuMs(pid: number, thread?: number): number | undefined {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  try {
    return parseProcessCpuMs(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The CPU time so far (ms) of each PostgreSQL server process on this machine, by pid: the bench's
 * backends and the server's own (writer, checkpointer, autovacuum), and the backends of any other
 * work on the same server while a row runs, which the bench cannot tell apart.
 */
function databaseCpuMs(): Map<number, number> {
  const times = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return times;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(Number(entry));
    if (ms !== undefined) times.set(Number(entry), ms);
  }
  return times;
}

/** The CPU times so far (ms) of the parts of a run. */
export interface CpuReading {
  shop: number;
  /** The shop's main thread alone (its JavaScript, and the embedded database's queries). */
  shopThread?: number;
  /** Each PostgreSQL server process by pid; undefined when the database is inside the shop. */
  database?: Map<number, number>;
  loadGenerator: number;
}

/** CPU time per answer (µs) of each part of a run. */
export interface CpuPerAnswer {
  /** The shop's process: its main thread and its helpers (V8's collector and compiler, libuv's). */
  shop: number;
  /** The shop's main thread alone, where it could be read. */
  shopThread?: number;
  /** Undefined when the database runs inside the shop's process (PGlite) or on another machine. */
  database?: number;
  loadGenerator: number;
}

/** The parts' CPU times now; undefined where they cannot be read (not Linux, the shop gone). */
export function readCpu(shopPid: number, databaseServer: boolean): CpuReading | undefined {
  const shop = processCpuMs(shopPid);
  if (shop === undefined) return undefined;
  const own = process.cpuUsage();
  return {
    shop,
    shopThread: processCpuMs(shopPid, shopPid),
    database: databaseServer ? databaseCpuMs() : undefined,
    loadGenerator: (own.user + own.system) / 1000,
  };
}

/**
 * CPU time per answer (µs) between two readings. A database process counts from zero when it
 * started during the run (a new connection); one that ended during it is lost, as its time is.
 * No database figure when no PostgreSQL process was found (a server on another machine).
 */
export function cpuPerAnswer(
  before: CpuReading,
  after: CpuReading,
  answers: number,
): CpuPerAnswer | undefined {
  if (answers <= 0) return undefined;
  const perAnswer = (ms: number) => (Math.max(0, ms) * 1000) / answers;
  let database: number | undefined;
  if (after.database && after.database.size > 0) {
    let ms = 0;
    for (const [pid, time] of after.database) ms += time - (before.database?.get(pid) ?? 0);
    database = perAnswer(ms);
  }
  return {
    shop: perAnswer(after.shop - before.shop),
    shopThread:
      before.shopThread === undefined || after.shopThread === undefined
        ? undefined
        : perAnswer(after.shopThread - before.shopThread),
    database,
    loadGenerator: perAnswer(after.loadGenerator - before.loadGenerator),
  };
}

/** All the parts' CPU per answer (µs). */
export function cpuTotal(cpu: CpuPerAnswer): number {
  return cpu.shop + (cpu.database ?? 0) + cpu.loadGenerator;
}

/**
 * The answers a second this CPU per answer allows: all the parts on `cores` cores busy with
 * nothing else, and the shop's main thread on one core (its JavaScript, and the embedded
 * database's queries, run there; the process's whole time where the thread's is unknown). No
 * change to one part takes a row past the lower of the two while the others cost what they do.
 */
export function throughputBound(
  cpu: CpuPerAnswer,
  cores: number,
): { cores: number; shopThread: number; bound: number } {
  const total = cpuTotal(cpu);
  const allCores = total > 0 ? (cores * 1_000_000) / total : Infinity;
  const thread = cpu.shopThread ?? cpu.shop;
  const shopThread = thread > 0 ? 1_000_000 / thread : Infinity;
  return { cores: allCores, shopThread, bound: Math.min(allCores, shopThread) };
}
