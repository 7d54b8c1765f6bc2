import { TooManyRequests } from './errors';
import { memoryLimiters } from './rate-limit';

describe('rate limiters', () => {
  const limiter = () =>
    memoryLimiters().create('test', { limit: 2, windowSeconds: 60, message: 'slow down' });

  it('when a key passes its limit, then it answers 429 with the wait, and other keys are unaffected', async () => {
    const limits = limiter();
    await limits.consume('a');
    await limits.consume('a');
    await expect(limits.consume('a')).rejects.toBeInstanceOf(TooManyRequests);
    await expect(limits.consume('a')).rejects.toMatchObject({
      status: 429,
      message: 'slow down',
      retryAfterSeconds: 60,
    });
    await expect(limits.consume('b')).resolves.toBeUndefined();
  });

  it('when points are refunded or the key reset, then they can be used again', async () => {
    const limits = limiter();
    await limits.consume('k');
    await limits.consume('k');
    await limits.refund('k');
    expect(await limits.used('k')).toBe(1);
    await limits.consume('k');
    await limits.reset('k');
    expect(await limits.used('k')).toBe(0);
  });

  it('when penalised past the limit, then nothing is refused until the next consume', async () => {
    const limits = limiter();
    await limits.penalise('p', 3);
    expect(await limits.used('p')).toBe(3);
    await expect(limits.consume('p')).rejects.toBeInstanceOf(TooManyRequests);
  });
});
