import { eq } from 'drizzle-orm';
import type { SizeGuide } from '../../contracts/size-guide';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { sizeGuides } from '../../db/schema/content';
import { NotFound } from '../../http/errors';
import type { ReadCache } from '../../lib/read-cache';
import { CATEGORY_NOT_FOUND } from '../vendor-catalog/categories.service';

/** Per-category size guides: the product page reads them, the owner edits them. */
export function createSizeGuidesService(db: Database, cache?: ReadCache) {
  async function load(category: number): Promise<SizeGuide | null> {
    const [row] = await db.select().from(sizeGuides).where(eq(sizeGuides.categoryId, category));
    if (!row) return null;
    return {
      category: row.categoryId,
      unit: row.unit,
      measurements: row.measurements,
      rows: row.rows,
      note: row.note,
    };
  }

  return {
    get(category: number): Promise<SizeGuide | null> {
      return cache ? cache.get(`size-guide:${category}`, () => load(category)) : load(category);
    },

    /** Creates or replaces the category's guide. */
    async set(guide: SizeGuide): Promise<SizeGuide> {
      await db.transaction(async (tx) => {
        const [category] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, guide.category))
          .for('share');
        if (!category) throw new NotFound(CATEGORY_NOT_FOUND);
        const values = {
          unit: guide.unit,
          measurements: guide.measurements,
          rows: guide.rows,
          note: guide.note,
        };
        await tx
          .insert(sizeGuides)
          .values({ categoryId: guide.category, ...values })
          .onConflictDoUpdate({ target: sizeGuides.categoryId, set: values });
      });
      cache?.delete(`size-guide:${guide.category}`);
      return (await load(guide.category))!;
    },

    /** Removes the category's guide (the product page then shows no link). */
    async remove(category: number): Promise<void> {
      await db.delete(sizeGuides).where(eq(sizeGuides.categoryId, category));
      cache?.delete(`size-guide:${category}`);
    },
  };
}

export type SizeGuidesService = ReturnType<typeof createSizeGuidesService>;
