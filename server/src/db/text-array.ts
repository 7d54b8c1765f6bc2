import { sql, type SQL } from 'drizzle-orm';

/**
 * `values` as one text[] parameter (its array literal), so a statement's text is the same for
 * any number of values and stays one prepared statement (executePrepared); a parameter per value
 * would make a text, and a statement on every connection, per length of the list.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${arrayLiteral(values)}::text[]`;
}

/** `ids` as one uuid[] parameter, as textArray. */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${arrayLiteral(ids)}::uuid[]`;
}

/** `ids` as one integer[] parameter, as textArray. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
