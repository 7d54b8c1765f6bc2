import { Unauthorized } from '../../http/errors';
import { memoryLimiters } from '../../http/rate-limit';
import { createPasswordGuard, type LoginLimits } from './account-limits';

const limits: LoginLimits = {
  failuresPerNumberAndClient: 10,
  failuresPerClient: 50,
  failuresPerNumberBeforeDelay: 3,
  windowMinutes: 15,
  passwordWritesPerClientPerHour: 20,
  numberChecksPerClientPerHour: 30,
};

describe('password guard', () => {
  it('when an account fails from many addresses past its threshold, then each attempt waits longer but is never locked', async () => {
    const waits: number[] = [];
    const guard = createPasswordGuard(memoryLimiters(), limits, 't', 'slow', async (ms) => {
      waits.push(ms);
    });
    const wrong = () => Promise.reject(new Unauthorized('wrong'));
    for (let i = 0; i < 6; i += 1) {
      await expect(guard.check('9123456780', `10.0.0.${i}`, wrong)).rejects.toThrow('wrong');
    }
    expect(waits).toEqual([100, 200]);
    await expect(guard.check('9123456780', '10.0.1.1', async () => 'signed in')).resolves.toBe(
      'signed in',
    );
    expect(waits).toEqual([100, 200, 300]);
    expect(await guard.check('9000000000', '10.0.1.1', async () => 'other')).toBe('other');
    expect(waits).toHaveLength(3);
  });
});
