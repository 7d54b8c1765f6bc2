import type { ProductDetail } from '../../contracts/products';

/** A schema.org object as JSON-LD. */
export type JsonLd = Record<string, unknown>;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** Price range, stock and MRP of what a shopper can buy (priced variants only). */
export interface ProductOffer {
  low: number;
  high: number;
  /** How many priced choices (1 for a simple product). */
  count: number;
  inStock: boolean;
  /** The MRP of the cheapest choice, when above its price. */
  mrp?: number;
}

/** The offer of a listable product: a simple product's price, or its priced variants' range. */
export function productOffer(product: ProductDetail): ProductOffer | undefined {
  if (product.productType === 0) {
    const { price, mrp } = product.productPricing;
    if (price === null) return undefined;
    return {
      low: price,
      high: price,
      count: 1,
      inStock: product.itemQty > 0,
      mrp: mrp !== null && mrp > price ? mrp : undefined,
    };
  }
  const priced = product.productVarients
    .filter((v) => v.general.price !== null)
    .sort((a, b) => a.general.price! - b.general.price!);
  const cheapest = priced[0];
  if (!cheapest) return undefined;
  const low = cheapest.general.price!;
  const mrp = cheapest.general.mrp;
  return {
    low,
    high: priced.at(-1)!.general.price!,
    count: priced.length,
    inStock: priced.some((v) => v.general.itemQty > 0),
    mrp: mrp !== null && mrp > low ? mrp : undefined,
  };
}

/** schema.org Product with its offer, rating and newest reviews (Google's product snippet). */
export function productJsonLd(
  product: ProductDetail,
  offer: ProductOffer,
  url: string,
  images: string[],
): JsonLd {
  const availability = offer.inStock ? IN_STOCK : OUT_OF_STOCK;
  const listPrice = offer.mrp
    ? {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/ListPrice',
          price: offer.mrp,
          priceCurrency: 'INR',
        },
      }
    : {};
  const offers =
    offer.count > 1
      ? {
          '@type': 'AggregateOffer',
          lowPrice: offer.low,
          highPrice: offer.high,
          offerCount: offer.count,
          priceCurrency: 'INR',
          availability,
          url,
        }
      : {
          '@type': 'Offer',
          price: offer.low,
          priceCurrency: 'INR',
          availability,
          itemCondition: 'https://schema.org/NewCondition',
          url,
          ...listPrice,
        };
  const rated = product.ratingCount > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.productName,
    url,
    image: images,
    description: product.ProductShortDisc || product.productDisc || product.productName,
    sku: String(product._id),
    ...(product.productBrand ? { brand: { '@type': 'Brand', name: product.productBrand } } : {}),
    category: `${product.department.category.categoryName} > ${product.department.subCategory.subCategoryName}`,
    offers,
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.ratingAvg * 10) / 10,
            reviewCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(rated && product.productReviews.length
      ? {
          review: product.productReviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.userId || 'Shopper' },
            datePublished: review.createdAt.slice(0, 10),
            ...(review.review ? { reviewBody: review.review } : {}),
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rate,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}

/** schema.org BreadcrumbList: positions from 1, each with a name and an absolute URL. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The shop as an Organization and its site with a search box (the home page's). */
export function shopJsonLd(shop: { name: string; tagline: string; origin: string }): JsonLd[] {
  const home = `${shop.origin}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${home}#organization`,
      name: shop.name,
      url: home,
      logo: `${shop.origin}/icons/icon-512.png`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: shop.name,
      description: shop.tagline,
      url: home,
      publisher: { '@id': `${home}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${shop.origin}/search/{search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
