import { CATEGORY_PAGE_SIZE } from '../../contracts/storefront';
import { categoryPath, productPath, searchPath } from '../../contracts/storefront-paths';
import type { ProductDetail } from '../../contracts/products';
import { HttpError } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog.service';
import { shareImageOf } from './share-image';
import {
  breadcrumbJsonLd,
  productJsonLd,
  productOffer,
  shopJsonLd,
  type JsonLd,
} from './structured-data';

/** What a storefront page says about itself to crawlers and link previews. */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute URL; absent on pages that are not found. */
  canonical?: string;
  robots?: string;
  type: 'website' | 'product';
  image?: { url: string; width?: number; height?: number; type?: string; alt: string };
  product?: { price: number; inStock: boolean };
  jsonLd: JsonLd[];
}

export interface Shop {
  name: string;
  tagline: string;
}

const DESCRIPTION_LENGTH = 160;
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * Reads a storefront path's title, description, canonical URL, preview and structured data from
 * the same cached services as the API. Unknown, hidden or deleted things are 404 with noindex.
 * Paths that are not catalogue pages (cart, orders, ...) get undefined: the plain page.
 */
export function createPageMetaReader(
  catalog: CatalogService,
  countProducts: (categoryId: number, subCategoryId?: number) => Promise<number>,
  shop: Shop,
) {
  const titled = (page?: string) => (page ? `${page} | ${shop.name}` : shop.name);
  const notFound = (): PageMeta => ({
    status: 404,
    title: titled('Page not found'),
    description: shop.tagline,
    robots: 'noindex',
    type: 'website',
    jsonLd: [],
  });

  return async function pageMeta(pathname: string, origin: string): Promise<PageMeta | undefined> {
    const [, first, second, third] = pathname.split('/');
    const logo = {
      url: `${origin}/icons/icon-512.png`,
      width: 512,
      height: 512,
      type: 'image/png',
      alt: shop.name,
    };
    if (pathname === '/') {
      return {
        status: 200,
        title: shop.name,
        description: shop.tagline,
        canonical: `${origin}/`,
        type: 'website',
        image: logo,
        jsonLd: shopJsonLd({ ...shop, origin }),
      };
    }
    if (first === 'search' && second) {
      const query = safeDecode(second) ?? second;
      return {
        status: 200,
        title: titled(`Search results for “${query}”`),
        description: clip(`${query}: clothing and accessories at ${shop.name}. ${shop.tagline}`),
        canonical: `${origin}${searchPath(query)}`,
        type: 'website',
        image: logo,
        jsonLd: [],
      };
    }
    if (first === 'c' && second) {
      return (await categoryMeta(second, third, origin)) ?? notFound();
    }
    if (first === 'item' && second === 'info' && third) {
      return (await productMeta(third, origin)) ?? notFound();
    }
    return undefined;
  };

  async function categoryMeta(segment: string, subSegment: string | undefined, origin: string) {
    const id = categoryIdOf(segment);
    const sub = Number(subSegment ?? -1);
    if (!id || !Number.isInteger(sub)) return undefined;
    const { categories, subCategories } = await catalog.getRawData();
    const category = categories.find((c) => c._id === id && c.categoryStatus === 1);
    if (!category) return undefined;
    const subCategory =
      sub > 0
        ? subCategories.find(
            (s) => s._id === sub && s.subCategoryParent === id && s.subCategoryStatus === 1,
          )
        : undefined;
    if (sub > 0 ? !subCategory : sub !== -1) return undefined;

    const [count, firstProducts] = await Promise.all([
      countProducts(id, subCategory?._id),
      catalog.productsByCategory({
        category: id,
        subCategory: subCategory ? subCategory._id : -1,
        count: 1,
        limit: CATEGORY_PAGE_SIZE,
      }),
    ]);
    const name = subCategory
      ? `${subCategory.subCategoryName} | ${category.categoryName}`
      : category.categoryName;
    const label = subCategory
      ? `${category.categoryName} ${subCategory.subCategoryName}`
      : category.categoryName;
    const url = `${origin}${categoryPath(category, subCategory?._id ?? -1)}`;
    const trail = [
      { name: shop.name, url: `${origin}/` },
      { name: category.categoryName, url: `${origin}${categoryPath(category)}` },
      ...(subCategory ? [{ name: subCategory.subCategoryName, url }] : []),
    ];
    const cover = firstProducts.cards.parse()[0];
    return {
      status: 200,
      title: titled(name),
      description: clip(
        `${count} ${count === 1 ? 'style' : 'styles'} in ${label} at ${shop.name}. ${shop.tagline}`,
      ),
      canonical: url,
      type: 'website',
      image: cover?.CoverImages[0]
        ? { ...shareImageOf(cover._id, cover.CoverImages[0], origin), alt: cover.productName }
        : undefined,
      jsonLd: [breadcrumbJsonLd(trail)],
    } satisfies PageMeta;
  }

  async function productMeta(segment: string, origin: string): Promise<PageMeta | undefined> {
    const id = Number(segment);
    if (!Number.isInteger(id) || id <= 0) return undefined;
    const product = await shopperProduct(id);
    if (!product) return undefined;
    const offer = productOffer(product);
    if (!offer) return undefined;
    const { categories } = await catalog.getRawData();
    const { category, subCategory } = product.department;
    const ref = categories.find((c) => c._id === category._id) ?? {
      ...category,
      categoryIndex: 0,
    };
    const url = `${origin}${productPath(id)}`;
    const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);
    const images = [...product.CoverImages, ...product.productImages].map(absolute);
    const cover = product.CoverImages[0] ?? product.productImages[0];
    const price = `₹${rupees.format(offer.low)}`;
    const summary = product.ProductShortDisc || product.productDisc;
    return {
      status: 200,
      title: titled(product.productName),
      description: clip(
        `${offer.count > 1 ? `From ${price}` : price}. ${summary || product.productName}`,
      ),
      canonical: url,
      type: 'product',
      image: cover ? { ...shareImageOf(id, cover, origin), alt: product.productName } : undefined,
      product: { price: offer.low, inStock: offer.inStock },
      jsonLd: [
        productJsonLd(product, offer, url, images),
        breadcrumbJsonLd([
          { name: shop.name, url: `${origin}/` },
          { name: category.categoryName, url: `${origin}${categoryPath(ref)}` },
          {
            name: subCategory.subCategoryName,
            url: `${origin}${categoryPath(ref, subCategory._id)}`,
          },
          { name: product.productName, url },
        ]),
      ],
    };
  }

  async function shopperProduct(id: number): Promise<ProductDetail | undefined> {
    try {
      return await catalog.getProductDetail(id, undefined);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    }
  }
}

export type PageMetaReader = ReturnType<typeof createPageMetaReader>;

/** The category segment is the JSON object {_id, categoryName, categoryIndex} (spec). */
function categoryIdOf(segment: string): number | undefined {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(segment));
    const id = (value as { _id?: unknown } | null)?._id;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** One line of at most 160 characters, cut at a word. */
function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
