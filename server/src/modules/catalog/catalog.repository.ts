import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, subCategories } from '../../db/schema/catalog';

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.displayIndex), asc(categories.id));
}

export function listSubCategories(db: Database) {
  return db
    .select()
    .from(subCategories)
    .orderBy(asc(subCategories.categoryId), asc(subCategories.displayIndex), asc(subCategories.id));
}
