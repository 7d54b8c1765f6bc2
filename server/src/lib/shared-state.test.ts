import { TooManyRequests } from '../http/errors';
import { createLogger } from './logger';
import { createSharedState } from './shared-state';

describe('shared state when Redis is unreachable', () => {
  it('when Redis does not answer, then limits still hold in this instance and announcing a change still clears the local cache', async () => {
    const state = createSharedState(
      { redisUrl: 'redis://127.0.0.1:1', keyPrefix: `down-${process.pid}` },
      createLogger('silent'),
    );
    try {
      const limiter = state.limiters.create('probe', { limit: 2, windowSeconds: 60, message: 'm' });
      await limiter.consume('k');
      await limiter.consume('k');
      await expect(limiter.consume('k')).rejects.toBeInstanceOf(TooManyRequests);
      await limiter.refund('k');
      await expect(limiter.used('k')).resolves.toEqual(expect.any(Number));

      let cleared = 0;
      state.onCatalogueChange(() => {
        cleared += 1;
      });
      await state.announceCatalogueChange();
      expect(cleared).toBe(1);
    } finally {
      await state.close();
    }
  });
});
