import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../src/db/client';

/** A node of a plan as `explain (format json)` gives it (the fields the tests read). */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  /** The table a scan reads. */
  'Relation Name'?: string;
  /** The name the statement gives what a node reads (a Function Scan's function, say). */
  Alias?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  /** What the node gives (a statement explained with `verbose`). */
  Output?: string[];
  /** How the node stands to its parent: 'Outer', 'Inner', 'InitPlan', 'SubPlan' … */
  'Parent Relationship'?: string;
  /** How many times the node ran (a statement explained with `analyze`). */
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** A plan's nodes, the root first. */
export const nodesOf = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap(nodesOf),
];

/** Ways of reading a plan may be kept from (PostgreSQL's `enable_*` settings). */
type ReadKind = 'enable_seqscan' | 'enable_bitmapscan' | 'enable_indexscan';

/**
 * The nodes of `statement`'s plan, planned with the given ways of reading turned off for it
 * alone: a test's tables are small, where a shop's are not, and without them the planner would
 * read a test's tables whole whatever indexes there are. With `analyze`, the statement runs and
 * each node tells how often it ran (a read-only statement only: it is not rolled back); with
 * `verbose`, each node tells what it gives; `settings` are planner settings for it alone.
 */
export function planNodes(
  db: Database,
  statement: SQL,
  off: readonly ReadKind[] = ['enable_seqscan'],
  {
    analyze = false,
    verbose = false,
    settings = {},
  }: {
    analyze?: boolean;
    verbose?: boolean;
    /** Planner settings for the statement alone (`set local`), such as its costs. */
    settings?: Record<string, number>;
  } = {},
): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    for (const [name, value] of Object.entries(settings))
      await tx.execute(sql.raw(`set local ${name} = ${Number(value)}`));
    const options = [
      ...(analyze ? ['analyze', 'timing off'] : []),
      ...(verbose ? ['verbose'] : []),
      'format json',
    ];
    const result = await tx.execute(sql`explain (${sql.raw(options.join(', '))}) ${statement}`);
    const [explained] = rowsOf<{ 'QUERY PLAN': string | [{ Plan: PlanNode }] }>(result);
    const plan = explained!['QUERY PLAN'];
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
    return nodesOf(root);
  });
}
