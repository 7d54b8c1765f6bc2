import { TooManyRequests } from './errors';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('when a key passes its limit within the window, then it throws 429 until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: 1000,
      message: 'slow down',
      now: () => now,
    });
    limiter.consume('a');
    limiter.consume('a');
    expect(() => limiter.consume('a')).toThrow(TooManyRequests);
    limiter.consume('b');
    now = 1000;
    expect(() => limiter.consume('a')).not.toThrow();
  });

  it('reports how long to wait', () => {
    const limiter = createRateLimiter({
      limit: 0,
      windowMs: 60_000,
      message: 'wait',
      now: () => 0,
    });
    try {
      limiter.consume('x');
      throw new Error('expected a 429');
    } catch (err) {
      expect(err).toMatchObject({ status: 429, message: 'wait', retryAfterSeconds: 60 });
    }
  });

  it('reset forgets a key', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, message: 'm', now: () => 0 });
    limiter.consume('k');
    limiter.reset('k');
    expect(() => limiter.consume('k')).not.toThrow();
  });
});
