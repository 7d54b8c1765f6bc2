import { parseCpuTimes, stolenShare } from '../scripts/cpu-steal';

describe('the CPU time stolen while the bench runs', () => {
  it('reads the machine line of /proc/stat, without counting guest time twice', () => {
    const stat = [
      'cpu  45488 0 6194 64416 958 0 684 12087 300 0',
      'cpu0 24653 0 3044 30384 617 0 266 5886 0 0',
      'intr 1 2 3',
    ].join('\n');
    expect(parseCpuTimes(stat)).toEqual({
      total: 45488 + 6194 + 64416 + 958 + 684 + 12087,
      steal: 12087,
    });
  });

  it('gives the stolen share between two readings', () => {
    const before = parseCpuTimes('cpu  91359 0 8618 100728 1401 0 1848 21209 0 0');
    const after = parseCpuTimes('cpu  91778 0 8658 100966 1401 0 1860 21584 0 0');
    expect(stolenShare(before, after)).toBeCloseTo(375 / 1084, 6);
  });

  it('gives nothing for a kernel without steal, a missing file or readings out of order', () => {
    expect(parseCpuTimes('cpu  1 2 3 4')).toBeUndefined();
    expect(parseCpuTimes('intr 1 2 3')).toBeUndefined();
    const reading = parseCpuTimes('cpu  10 0 10 10 0 0 0 5 0 0');
    expect(stolenShare(undefined, reading)).toBeUndefined();
    expect(stolenShare(reading, reading)).toBeUndefined();
  });
});
