import {
  cpuPerAnswer,
  parseProcessCpuMs,
  processCpuMs,
  readCpu,
  throughputBound,
} from '../scripts/cpu-per-answer';

describe('the CPU time each part of a bench run spends per answer', () => {
  it('reads user and system time from /proc/PID/stat, a name with spaces and parentheses too', () => {
    const stat =
      '4242 (node (shop) 2) S 1 4242 4242 0 -1 4194560 5000 0 0 0 1234 56 0 0 20 0 11 0 100 0 0';
    expect(parseProcessCpuMs(stat)).toBe((1234 + 56) * 10);
    expect(parseProcessCpuMs('4242 (node) S 1')).toBeUndefined();
  });

  it('reads this process’s own CPU time, and nothing for a process that is not there', () => {
    expect(processCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
    expect(processCpuMs(2 ** 22 + 1)).toBeUndefined();
    expect(processCpuMs(process.pid, process.pid)).toBeGreaterThanOrEqual(0);
    const reading = readCpu(process.pid, false);
    expect(reading?.database).toBeUndefined();
    // The main thread is one of the process's threads: never more than the whole process.
    expect(reading?.shopThread).toBeLessThanOrEqual(reading!.shop);
    expect(reading?.loadGenerator).toBeGreaterThan(0);
    expect(readCpu(2 ** 22 + 1, true)).toBeUndefined();
  });

  it('divides each part’s time between two readings by the answers, per database process', () => {
    const before = {
      shop: 1_000,
      shopThread: 900,
      database: new Map([
        [10, 500],
        [11, 300],
        // Ended during the run: its time is not in the second reading.
        [12, 200],
      ]),
      loadGenerator: 2_000,
    };
    const after = {
      shop: 4_000,
      shopThread: 3_400,
      database: new Map([
        [10, 1_500],
        [11, 800],
        // Started during the run: all of its time counts.
        [13, 500],
      ]),
      loadGenerator: 2_750,
    };
    // 10,000 answers: 3,000 ms of the shop's is 300 µs an answer.
    expect(cpuPerAnswer(before, after, 10_000)).toEqual({
      shop: 300,
      shopThread: 250,
      database: 200,
      loadGenerator: 75,
    });
    expect(cpuPerAnswer(before, after, 0)).toBeUndefined();
  });

  it('gives no database figure when the database is inside the shop or on another machine', () => {
    const inside = { shop: 0, loadGenerator: 0 };
    expect(cpuPerAnswer(inside, { shop: 500, loadGenerator: 100 }, 1_000)).toEqual({
      shop: 500,
      shopThread: undefined,
      database: undefined,
      loadGenerator: 100,
    });
    const elsewhere = { shop: 0, database: new Map<number, number>(), loadGenerator: 0 };
    expect(cpuPerAnswer(elsewhere, { ...elsewhere, shop: 500 }, 1_000)?.database).toBeUndefined();
  });

  it('bounds the answers a second by all the parts on the cores and by the shop on one', () => {
    // 300 + 200 + 100 µs an answer on two cores: 2,000,000 / 600; the shop's thread 1,000,000 / 300.
    const bound = throughputBound({ shop: 300, database: 200, loadGenerator: 100 }, 2);
    expect(bound.cores).toBeCloseTo(3333.33, 1);
    expect(bound.shopThread).toBeCloseTo(3333.33, 1);
    // The shop's thread is the lower bound when the shop's part is most of the work.
    expect(throughputBound({ shop: 400, database: 50, loadGenerator: 50 }, 2)).toEqual({
      cores: 4000,
      shopThread: 2500,
      bound: 2500,
    });
    // All the parts when the database's part is large.
    expect(throughputBound({ shop: 200, database: 700, loadGenerator: 100 }, 2).bound).toBe(2000);
    // The main thread's own time where it was read: the helpers' share is not its.
    expect(
      throughputBound({ shop: 1_100, shopThread: 1_000, loadGenerator: 100 }, 2).shopThread,
    ).toBe(1000);
  });
});
