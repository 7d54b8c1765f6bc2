import type { RawDataResponse } from '../../contracts/catalog';
import type { Database } from '../../db/client';
import { toCategory, toSubCategory } from './catalog.mappers';
import { listCategories, listSubCategories } from './catalog.repository';

/** The catalogue: categories, sub-categories and (later) products. */
export function createCatalogService(db: Database) {
  return {
    /** All categories and sub-categories in display order (the storefront shows the enabled ones). */
    async getRawData(): Promise<RawDataResponse['myRawData']> {
      const [categoryRows, subCategoryRows] = await Promise.all([
        listCategories(db),
        listSubCategories(db),
      ]);
      return {
        categories: categoryRows.map(toCategory),
        subCategories: subCategoryRows.map(toSubCategory),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
