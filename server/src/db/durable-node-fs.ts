import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitOptions = Parameters<NodeFS['init']>[1];
type EmscriptenModule = Parameters<NonNullable<InitOptions['preRun']>[number]>[0];
interface NodeStream {
  nfd?: number;
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Node file system has no fsync at all:
 * a commit is acknowledged before it is on disk, and a power cut or a kernel crash can lose it
 * or tear a page. This file system makes fsync reach the disk; paired with `DURABLE_START_PARAMS`
 * (fsync on, WAL flushed with fsync since emscripten's fdatasync does nothing), a commit is on
 * disk when PGlite answers, as on a PostgreSQL server.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const syncToDisk = (mod: EmscriptenModule) => {
      const streamOps = (mod.NODEFS as unknown as { stream_ops: Record<string, unknown> })
        .stream_ops;
      streamOps.fsync = (stream: NodeStream) => {
        if (stream.nfd === undefined) return 0;
        try {
          fsyncSync(stream.nfd);
          return 0;
        } catch {
          return 29; // EIO: PostgreSQL stops rather than carry on with data it could not save.
        }
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncToDisk] },
    };
  }
}

/** PGlite's start parameters with fsync on. */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];
