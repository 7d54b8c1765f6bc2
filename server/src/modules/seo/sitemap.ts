import type { RawDataResponse } from '../../contracts/catalog';
import { categoryPath, productPath } from '../../contracts/storefront-paths';
import { escapeHtml } from './head-tags';
import type { SitemapProduct } from './seo.repository';

/** The sitemap protocol's limit of URLs per file; above it the sitemap becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** Home, enabled categories and their enabled sub-categories, and every listable product. */
export function sitemapUrls(
  origin: string,
  { categories, subCategories }: RawDataResponse['myRawData'],
  products: SitemapProduct[],
): SitemapUrl[] {
  const urls: SitemapUrl[] = [{ loc: `${origin}/` }];
  const enabled = categories
    .filter((c) => c.categoryStatus === 1)
    .sort((a, b) => a.categoryIndex - b.categoryIndex);
  for (const category of enabled) {
    urls.push({ loc: `${origin}${categoryPath(category)}` });
    for (const sub of subCategories) {
      if (sub.subCategoryParent === category._id && sub.subCategoryStatus === 1)
        urls.push({ loc: `${origin}${categoryPath(category, sub._id)}` });
    }
  }
  for (const product of products)
    urls.push({ loc: `${origin}${productPath(product.id)}`, lastmod: product.updatedAt });
  return urls;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function renderUrlSet(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (url) =>
        `<url><loc>${escapeHtml(url.loc)}</loc>${
          url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ''
        }</url>`,
    )
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

export function renderIndex(parts: { loc: string; lastmod?: Date }[]): string {
  const body = parts
    .map(
      (part) =>
        `<sitemap><loc>${escapeHtml(part.loc)}</loc>${
          part.lastmod ? `<lastmod>${part.lastmod.toISOString()}</lastmod>` : ''
        }</sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

/**
 * The files of a sitemap: one urlset while the URLs fit, else an index (`sitemap.xml`) whose
 * parts are `sitemap-1.xml`, `sitemap-2.xml`, ... of at most `maxUrls` each.
 */
export function sitemapFiles(
  origin: string,
  urls: SitemapUrl[],
  maxUrls = SITEMAP_MAX_URLS,
): Map<string, string> {
  if (urls.length <= maxUrls) return new Map([['sitemap.xml', renderUrlSet(urls)]]);
  const files = new Map<string, string>();
  const parts: { loc: string; lastmod?: Date }[] = [];
  for (let start = 0, n = 1; start < urls.length; start += maxUrls, n += 1) {
    const slice = urls.slice(start, start + maxUrls);
    files.set(`sitemap-${n}.xml`, renderUrlSet(slice));
    const lastmod = slice.reduce<Date | undefined>(
      (latest, url) => (url.lastmod && (!latest || url.lastmod > latest) ? url.lastmod : latest),
      undefined,
    );
    parts.push({ loc: `${origin}/sitemap-${n}.xml`, lastmod });
  }
  files.set('sitemap.xml', renderIndex(parts));
  return files;
}
