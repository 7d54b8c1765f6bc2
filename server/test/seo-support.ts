import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built client's index.html in miniature: the shop-wide title and description to replace.
 * Called at a test file's top level; the folder goes after the file's tests.
 */
export function fixtureClientDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta
  name="description"
  content="Shop-wide description."
/>
<title>__SHOP_NAME__</title></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

type Json = Record<string, unknown>;

/** The page's head as crawlers read it: title, meta tags by name or property, canonical, JSON-LD. */
export function headOf(html: string) {
  const decode = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const metas = new Map<string, string[]>();
  for (const [, key, content] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)">/g,
  )) {
    metas.set(key!, [...(metas.get(key!) ?? []), decode(content!)]);
  }
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Json);
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    titles: html.match(/<title>/g)?.length ?? 0,
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    meta: (key: string) => metas.get(key)?.[0],
    canonical: decode(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? ''),
    jsonLd,
    ofType: (type: string) => jsonLd.filter((item) => item['@type'] === type),
  };
}

const SCHEMA_AVAILABILITY =
  /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|LimitedAvailability|SoldOut|Discontinued|InStoreOnly|OnlineOnly)$/;
const isNumber = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);

/**
 * Problems Google's product rich results report for a Product (required: name, and one of
 * offers, review or aggregateRating; per offer: price or lowPrice, priceCurrency, availability as
 * a schema.org URL; per rating: ratingValue and reviewCount or ratingCount), plus the
 * recommended image and description.
 */
export function productProblems(product: Json): string[] {
  const problems: string[] = [];
  if (product['@context'] !== 'https://schema.org') problems.push('@context');
  if (product['@type'] !== 'Product') problems.push('@type');
  if (typeof product.name !== 'string' || !product.name) problems.push('name');
  const images = Array.isArray(product.image) ? product.image : [product.image];
  if (!images.length || !images.every(isUrl)) problems.push('image');
  if (typeof product.description !== 'string') problems.push('description');
  const offer = product.offers as Json | undefined;
  if (!offer && !product.review && !product.aggregateRating) problems.push('offers');
  if (offer) {
    if (offer['@type'] === 'Offer') {
      if (!isNumber(offer.price)) problems.push('offers.price');
    } else if (offer['@type'] === 'AggregateOffer') {
      if (!isNumber(offer.lowPrice)) problems.push('offers.lowPrice');
      if (offer.highPrice !== undefined && !isNumber(offer.highPrice))
        problems.push('offers.highPrice');
      if (!Number.isInteger(offer.offerCount)) problems.push('offers.offerCount');
    } else problems.push('offers.@type');
    if (offer.priceCurrency !== 'INR') problems.push('offers.priceCurrency');
    if (!SCHEMA_AVAILABILITY.test(String(offer.availability))) problems.push('offers.availability');
    const spec = offer.priceSpecification as Json | undefined;
    if (spec && (spec.priceType !== 'https://schema.org/ListPrice' || !isNumber(spec.price)))
      problems.push('offers.priceSpecification');
  }
  const rating = product.aggregateRating as Json | undefined;
  if (rating) {
    if (!isNumber(rating.ratingValue)) problems.push('aggregateRating.ratingValue');
    if (!Number.isInteger(rating.reviewCount) && !Number.isInteger(rating.ratingCount))
      problems.push('aggregateRating.reviewCount');
  }
  for (const review of (product.review as Json[] | undefined) ?? []) {
    const author = review.author as Json | undefined;
    if (typeof author?.name !== 'string' || !author.name) problems.push('review.author.name');
    if (!isNumber((review.reviewRating as Json | undefined)?.ratingValue))
      problems.push('review.reviewRating.ratingValue');
  }
  return problems;
}

/** Problems Google reports for a BreadcrumbList: items at positions 1..n, each with name and item. */
export function breadcrumbProblems(list: Json): string[] {
  const problems: string[] = [];
  if (list['@context'] !== 'https://schema.org' || list['@type'] !== 'BreadcrumbList')
    problems.push('@type');
  const items = list.itemListElement as Json[] | undefined;
  if (!Array.isArray(items) || items.length < 2) return [...problems, 'itemListElement'];
  items.forEach((item, index) => {
    if (item['@type'] !== 'ListItem') problems.push(`[${index}].@type`);
    if (item.position !== index + 1) problems.push(`[${index}].position`);
    if (typeof item.name !== 'string' || !item.name) problems.push(`[${index}].name`);
    if (!isUrl(item.item)) problems.push(`[${index}].item`);
  });
  return problems;
}
