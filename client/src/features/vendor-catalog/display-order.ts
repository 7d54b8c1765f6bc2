/** One row of a category or sub-category list, in the admin's words. */
export interface OrderedRow {
  id: number;
  name: string;
  image: string;
  status: 0 | 1;
  index: number;
}

export const POSITION_INVALID = 'Position must be a whole number of 0 or more';

/** Positions as typed, by row id. */
export type PositionDrafts = Record<number, string>;

/** The rows' new display positions, or the ids whose typed position is not a whole number ≥ 0. */
export function readPositions(rows: OrderedRow[], drafts: PositionDrafts) {
  const invalid: number[] = [];
  const order = rows.map((row) => {
    const text = (drafts[row.id] ?? String(row.index)).trim();
    const index = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (Number.isNaN(index)) invalid.push(row.id);
    return { _id: row.id, index };
  });
  return { order, invalid };
}

/** Whether any typed position differs from the saved one. */
export function positionsChanged(rows: OrderedRow[], drafts: PositionDrafts): boolean {
  return rows.some((row) => row.id in drafts && drafts[row.id]!.trim() !== String(row.index));
}
