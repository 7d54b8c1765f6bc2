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
 * One file of a sitemap, or undefined when there is no such file: `sitemap.xml` is the one
 * urlset while the URLs fit, else an index whose parts are `sitemap-1.xml`, `sitemap-2.xml`, ...
 * of at most `maxUrls` each. Only the file asked for is drawn (a part of 50,000 URLs is ~5 MB of
 * XML).
 */
export function sitemapFile(
  origin: string,
  urls: SitemapUrl[],
  name: string,
  maxUrls = SITEMAP_MAX_URLS,
): string | undefined {
  if (urls.length <= maxUrls) return name === 'sitemap.xml' ? renderUrlSet(urls) : undefined;
  const parts = Math.ceil(urls.length / maxUrls);
  if (name === 'sitemap.xml') {
    const index: { loc: string; lastmod?: Date }[] = [];
    for (let n = 1; n <= parts; n += 1)
      index.push({ loc: `${origin}/sitemap-${n}.xml`, lastmod: latest(partOf(urls, n, maxUrls)) });
    return renderIndex(index);
  }
  const n = Number(/^sitemap-(\d+)\.xml$/.exec(name)?.[1]);
  // Exactly the names the index gives: `sitemap-01.xml` is no file.
  return n >= 1 && n <= parts && name === `sitemap-${n}.xml`
    ? renderUrlSet(partOf(urls, n, maxUrls))
    : undefined;
}

/** The URLs of part `n` (from 1). */
const partOf = (urls: SitemapUrl[], n: number, maxUrls: number) =>
  urls.slice((n - 1) * maxUrls, n * maxUrls);

/** The latest lastmod among `urls` (undefined when none has one). */
function latest(urls: SitemapUrl[]): Date | undefined {
  return urls.reduce<Date | undefined>(
    (last, url) => (url.lastmod && (!last || url.lastmod > last) ? url.lastmod : last),
    undefined,
  );
}
