import type { Database } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import type { CatalogService } from '../catalog/catalog.service';
import { createPageMetaReader, type Shop } from './page-meta';
import { countListable, listListableProducts } from './seo.repository';
import { sitemapFile, sitemapUrls } from './sitemap';

/**
 * What crawlers and link previews read: each storefront page's tags and the sitemap. Both are
 * cached and cleared by the vendor's writes (services.ts), so a new or hidden product shows in
 * the sitemap at the next read after the change. The sitemap is kept in a cache of its own
 * (`sitemaps`): at 100,000 products its rows alone weigh more than the shoppers' whole read
 * cache on the embedded database, which one sitemap request would otherwise empty.
 */
export function createSeoService(
  db: Database,
  catalog: CatalogService,
  cache: ReadCache,
  shop: Shop,
  sitemaps: ReadCache,
) {
  const countProducts = (categoryId: number, subCategoryId?: number) =>
    cache.get(`count:${categoryId}:${subCategoryId ?? -1}`, () =>
      countListable(db, categoryId, subCategoryId),
    );
  const rows = () =>
    sitemaps.get(
      'rows',
      () => Promise.all([catalog.getRawData(), listListableProducts(db)]),
      SITEMAP_KEEP_MS,
    );

  return {
    shop,
    pageMeta: createPageMetaReader(catalog, countProducts, shop),

    /**
     * One file of the sitemap (`sitemap.xml`, or `sitemap-N.xml` beyond 50,000 URLs), drawn
     * once for each origin it is asked from and then kept: a crawler (or anyone) asking again
     * costs no drawing of 10,000 URLs (20 ms) or, at 100,000 products, of an index that read
     * every URL (300 ms) on the thread every request shares. Without PUBLIC_URL the origin is the
     * request's host, so made-up hosts each draw their own: the cache's size bounds them.
     */
    sitemapFile(origin: string, name: string): Promise<SitemapFile | undefined> {
      return sitemaps.get(
        `file:${name}:${origin}`,
        async () => {
          const [rawData, products] = await rows();
          const text = sitemapFile(origin, sitemapUrls(origin, rawData, products), name);
          return text === undefined ? undefined : { text };
        },
        SITEMAP_KEEP_MS,
      );
    },
  };
}

/** A file of the sitemap, kept as one object: its ETag and compressed forms are kept with it. */
export interface SitemapFile {
  text: string;
}

/**
 * How long the sitemap is kept when nothing changes (the vendor's writes clear it at once on
 * every instance): crawlers and proxies keep it ten minutes anyway (Cache-Control).
 */
const SITEMAP_KEEP_MS = 60_000;

/** The sitemap cache's budget: one origin's files and rows at 100,000 products (~16 MB). */
export const SITEMAP_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * What a sitemap cache entry weighs: a file its text (its compressed forms, a fifth of it, are
 * not weighed), the rows about what their JSON would (an id and a time per product), without
 * writing it out.
 */
export function sitemapEntryBytes(value: unknown): number {
  if (isSitemapFile(value)) return value.text.length;
  if (Array.isArray(value) && Array.isArray(value[1])) return 1024 + value[1].length * 48;
  return 0;
}

export type SeoService = ReturnType<typeof createSeoService>;

const isSitemapFile = (value: unknown): value is SitemapFile =>
  typeof value === 'object' && value !== null && typeof (value as SitemapFile).text === 'string';
