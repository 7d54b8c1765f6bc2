import processEnv from '../../process-env.json';

/**
 * What the shop's process needs in its environment when it starts, which it cannot set for
 * itself once running: every launcher of the server sets it (scripts/serve.mjs for `npm start`,
 * the Dockerfile, the bench), a value already in the environment wins. The values live in
 * server/process-env.json, which the launchers that are not TypeScript read too.
 *
 * MALLOC_ARENA_MAX: glibc's malloc gives each thread that allocates its own arena, up to eight
 * per core, and keeps what is freed in each for reuse instead of returning it. Threads beside the
 * event loop left four of them holding 3-4.5 MB each (most likely V8's compiler and collector:
 * fewer libuv threads, UV_THREADPOOL_SIZE=2, changed nothing). Two arenas, read by glibc once
 * when the process starts: the embedded shop measured 229 MB after the bench's shoppers in two
 * runs against 240 and 243 without (docs/performance.md).
 * Ignored where the C library is not glibc.
 */
export const PROCESS_ENV: Readonly<Record<string, string>> = processEnv;

/** `env` with PROCESS_ENV's values where it has none of its own. */
export function withProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...PROCESS_ENV, ...env };
}
