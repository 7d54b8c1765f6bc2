import { sql } from 'drizzle-orm';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rowsOf, type Database } from './client';
import { damagedDatabase } from './data-dir';

interface TableKey {
  table: string;
  columns: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function tablesWithKeys(db: Database): Promise<TableKey[]> {
  const result = await db.execute(sql`
    select c.relname as table,
           coalesce(array_agg(a.attname::text order by k.ord)
                    filter (where a.attname is not null), '{}') as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    left join lateral unnest(i.indkey) with ordinality k(attnum, ord) on true
    left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where c.relkind = 'r'
    group by c.relname
    order by c.relname`);
  return rowsOf<TableKey>(result);
}

/** Rows per user table, read with sequential scans. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of await tablesWithKeys(db)) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${quote(table)}`));
    counts[table] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  return counts;
}

/**
 * Reads every table through its primary key. A table file cut short (a truncated or lost page)
 * reads as fewer rows in a sequential scan, silently; following the index to the missing rows
 * fails instead, and a count that differs from the sequential one shows it too.
 */
async function checkAgainstKeys(db: Database, dir: string, counts: Record<string, number>) {
  for (const { table, columns } of await tablesWithKeys(db)) {
    if (columns.length === 0) continue;
    const keys = columns.map(quote).join(', ');
    let indexed: number;
    try {
      indexed = await db.transaction(async (tx) => {
        await tx.execute(sql.raw('set local enable_seqscan = off'));
        await tx.execute(sql.raw('set local enable_bitmapscan = off'));
        await tx.execute(sql.raw('set local enable_indexonlyscan = off'));
        await tx.execute(sql.raw('set local enable_sort = off'));
        const result = await tx.execute(
          sql.raw(
            `select count(*)::int as n from (select ${keys} from ${quote(table)} order by ${keys} offset 0) s`,
          ),
        );
        return rowsOf<{ n: number }>(result)[0]!.n;
      });
    } catch (err) {
      throw damagedDatabase(dir, `table ${table} cannot be read (${innermostMessage(err)})`);
    }
    if (indexed !== counts[table]) {
      throw damagedDatabase(
        dir,
        `table ${table} holds ${counts[table]} rows but its primary key lists ${indexed}`,
      );
    }
  }
}

/**
 * Checks the embedded database before the shop serves from it: every table read through its
 * primary key, and, when the last stop was clean, every table's row count against the counts
 * recorded at that stop (`countsFile`, removed once checked: a crash leaves none behind).
 */
export async function checkEmbeddedDatabase(
  db: Database,
  dir: string,
  countsFile: string,
): Promise<void> {
  const counts = await countRows(db);
  await checkAgainstKeys(db, dir, counts);
  if (!existsSync(countsFile)) return;
  const recorded = JSON.parse(readFileSync(countsFile, 'utf8')) as Record<string, number>;
  for (const [table, count] of Object.entries(recorded)) {
    if (counts[table] !== count) {
      throw damagedDatabase(
        dir,
        `table ${table} holds ${counts[table] ?? 'no'} rows, ${count} at the last clean stop`,
      );
    }
  }
  rmSync(countsFile);
}

/** Records every table's row count at a clean stop, for the next start to compare. */
export async function recordRowCounts(db: Database, countsFile: string): Promise<void> {
  writeFileSync(countsFile, JSON.stringify(await countRows(db)), { mode: 0o600 });
}

function innermostMessage(err: unknown): string {
  let current = err;
  while (typeof current === 'object' && current !== null && 'cause' in current && current.cause) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}
