import type { Database } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import type { CatalogService } from '../catalog/catalog.service';
import { createPageMetaReader, type Shop } from './page-meta';
import { countListable, listListableProducts } from './seo.repository';
import { sitemapFiles, sitemapUrls } from './sitemap';

/**
 * What crawlers and link previews read: each storefront page's tags and the sitemap. Both come
 * from the read cache that the vendor's writes clear (api-routes.ts), so a new or hidden product
 * shows in the sitemap at the next read after the change.
 */
export function createSeoService(
  db: Database,
  catalog: CatalogService,
  cache: ReadCache,
  shop: Shop,
) {
  const countProducts = (categoryId: number, subCategoryId?: number) =>
    cache.get(`count:${categoryId}:${subCategoryId ?? -1}`, () =>
      countListable(db, categoryId, subCategoryId),
    );

  return {
    shop,
    pageMeta: createPageMetaReader(catalog, countProducts, shop),

    /** One file of the sitemap (`sitemap.xml`, or `sitemap-N.xml` beyond 50,000 URLs). */
    async sitemapFile(origin: string, name: string): Promise<string | undefined> {
      // The rows are cached once for every origin; the XML is drawn per request, so requests
      // with made-up Host headers cannot fill the cache with sitemaps.
      const [rawData, products] = await cache.get('sitemap', () =>
        Promise.all([catalog.getRawData(), listListableProducts(db)]),
      );
      return sitemapFiles(origin, sitemapUrls(origin, rawData, products)).get(name);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
