import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROCESS_ENV, withProcessEnv } from './process-env';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the environment the shop starts in', () => {
  it('keeps glibc to two malloc arenas', () => {
    expect(PROCESS_ENV.MALLOC_ARENA_MAX).toBe('2');
  });

  it('fills what the environment lacks and leaves what it sets', () => {
    expect(withProcessEnv({ PORT: '3000' })).toEqual({ ...PROCESS_ENV, PORT: '3000' });
    expect(withProcessEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });

  it('is what the production image sets', () => {
    const env = read('Dockerfile')
      .split('\n')
      .filter((line) => line.startsWith('ENV '))
      .flatMap((line) => line.slice(4).trim().split(/\s+/));
    for (const [name, value] of Object.entries(PROCESS_ENV))
      expect(env).toContain(`${name}=${value}`);
  });

  it('is what `npm start` starts the server with, at the root and in the server workspace', () => {
    const serve = read('scripts/serve.mjs');
    expect(serve).toContain("'server/process-env.json'");
    expect(serve).toMatch(/env: \{ \.\.\.processEnv, \.\.\.process\.env \}/);
    expect(read('scripts/start.mjs')).toContain("await import('./serve.mjs')");
    const serverPackage = JSON.parse(read('server/package.json')) as { scripts: { start: string } };
    expect(serverPackage.scripts.start).toBe('node ../scripts/serve.mjs');
  });
});
