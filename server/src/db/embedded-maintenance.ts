import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';

/**
 * PGlite runs no autovacuum: without this, every updated or deleted row of the embedded
 * database stays in its table for good (a product's stock, its card and its search words are
 * rewritten by every sale and edit), and the planner's statistics stay those of the day they
 * were taken. The shop does autovacuum's job itself, by PostgreSQL's own default thresholds:
 * a table is vacuumed once its dead rows pass 50 + 20 % of its rows, and analyzed once the rows
 * written since its last statistics pass 50 + 10 % (a table never analyzed is analyzed at once).
 *
 * PGlite's activity counters live in memory only: they start from zero at every start. So the
 * shop runs this at start (tables never analyzed), every MAINTENANCE_INTERVAL_MS while it runs,
 * and once more at a clean stop, so what the last minutes wrote is not forgotten by a restart.
 * A start no longer analyzes every table: that sampled every product row (~2 KB each) into
 * PGlite's WebAssembly memory, which never gives memory back.
 */
export const VACUUM_BASE_ROWS = 50;
export const VACUUM_SHARE = 0.2;
export const ANALYZE_BASE_ROWS = 50;
export const ANALYZE_SHARE = 0.1;
/** How often a running embedded shop looks for tables to vacuum or analyze. */
export const MAINTENANCE_INTERVAL_MS = 60_000;

export interface MaintenanceReport {
  vacuumed: string[];
  analyzed: string[];
}

interface TableActivity {
  table: string;
  rows: number;
  dead: number;
  modified: number;
}

/** Vacuums and analyzes the tables whose changes passed the thresholds; returns which. */
export async function maintainTables(db: Database): Promise<MaintenanceReport> {
  // PGlite's single session flushes its pending counters only when told to, at the end of the
  // next statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select s.relname as table, c.reltuples::float8 as rows, s.n_dead_tup::int8 as dead,
      s.n_mod_since_analyze::int8 as modified
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.relname`);
  const report: MaintenanceReport = { vacuumed: [], analyzed: [] };
  for (const row of rowsOf<TableActivity>(result)) {
    const rows = Math.max(0, Number(row.rows));
    const vacuum = Number(row.dead) > VACUUM_BASE_ROWS + VACUUM_SHARE * rows;
    const analyze =
      Number(row.rows) < 0 || Number(row.modified) > ANALYZE_BASE_ROWS + ANALYZE_SHARE * rows;
    if (!vacuum && !analyze) continue;
    const table = sql.identifier(row.table);
    await db.execute(vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    if (vacuum) report.vacuumed.push(row.table);
    report.analyzed.push(row.table);
  }
  return report;
}

/**
 * Runs maintainTables every `intervalMs` (never two at once) until the returned stop, which
 * waits for a run in progress. Failures go to `onError`; the next run tries again.
 */
export function scheduleMaintenance(
  db: Database,
  onError: (err: unknown) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= maintainTables(db).then(
      () => {
        running = undefined;
      },
      (err: unknown) => {
        running = undefined;
        onError(err);
      },
    );
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
