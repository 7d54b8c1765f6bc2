import type { RawDataResponse } from '../../contracts/catalog';
import { API_SEGMENT } from '../../contracts/common';
import { primedKey, type PrimedResponse } from '../../contracts/primed';
import { CATEGORY_PAGE_SIZE, DESKTOP_MEDIA, PHONE_MEDIA } from '../../contracts/storefront';
import type {
  AttributesResponse,
  ProductsByCategoryResponse,
  ProductWithIdResponse,
  Slider,
  SlidersResponse,
} from '../../contracts/products';
import { HttpError } from '../../http/errors';
import type { SlidersService } from '../sliders/sliders.service';
import type { CatalogService } from './catalog.service';

const PRODUCT = `/api/vendor/product/${API_SEGMENT}`;
/** A wide screen's first row of cards, beside the filters (a tablet shows three, a phone two). */
const SHELL_GRID_SIZE = 4;

export interface ImagePreload {
  href: string;
  media?: string;
}

/** An image of the early page; `phoneSrc`, when set, is what phones show (PHONE_MEDIA). */
export interface ShellImage {
  src: string;
  alt: string;
  phoneSrc?: string;
}

/**
 * What the HTML shows before the scripts run, under the shop's bar: the home page's first banner,
 * the product's main image, or a category's first covers. React replaces it; its own image then
 * is no larger, so the page's largest paint stays the early one.
 */
export interface PageShell {
  layout: 'banner' | 'product' | 'grid';
  images: ShellImage[];
}

/** What a storefront page's HTML carries: API answers, its largest image, its route's screen. */
export interface FirstPage {
  responses: PrimedResponse[];
  images: ImagePreload[];
  shell?: PageShell;
  /** Source path of the route's lazily loaded screen (a key of Vite's manifest). */
  screen?: string;
}

/**
 * The public reads a storefront page makes before its first render, answered on the server
 * (from the same cached services as the API), so the page renders as soon as its scripts run.
 * Only requests without a token are answered; anything that fails is simply left out and the
 * page fetches it itself.
 */
export function createFirstPageReader(catalog: CatalogService, sliders: SlidersService) {
  return async function firstPage(pathname: string): Promise<FirstPage> {
    const page: FirstPage = { responses: [], images: [] };
    const rawData: RawDataResponse = { myRawData: await catalog.getRawData() };
    page.responses.push({ key: primedKey('GET', `${PRODUCT}/getRawData`), data: rawData });

    const [, first, second, third] = pathname.split('/');
    if (pathname === '/') {
      const mainSlider = await sliders.list();
      const data: SlidersResponse = { finalData: mainSlider };
      page.responses.push({
        key: primedKey('GET', `/api/vendor/general/${API_SEGMENT}/getSlider`),
        data,
      });
      page.shell = bannerShell(mainSlider[0]);
      const banner = page.shell?.images[0];
      if (banner) {
        page.images.push({ href: banner.phoneSrc ?? banner.src, media: PHONE_MEDIA });
        page.images.push({ href: banner.src, media: DESKTOP_MEDIA });
      }
      page.screen = 'src/features/catalog/home-page.tsx';
    } else if (first === 'c' && second) {
      const category = categoryIdOf(second);
      const sub = Number(third ?? -1);
      if (category) {
        const body = {
          category,
          subCategory: Number.isInteger(sub) && sub > 0 ? sub : -1,
          count: 1,
          limit: CATEGORY_PAGE_SIZE,
        };
        const { cards, category: shown } = await catalog.productsByCategory(body);
        const myProducts = cards.parse();
        const data: ProductsByCategoryResponse = { myCollection: { myProducts, category: shown } };
        page.responses.push({
          key: primedKey('POST', `${PRODUCT}/product/get/category`, body),
          data,
        });
        const cover = myProducts[0]?.CoverImages[0];
        if (cover) page.images.push({ href: cover });
        page.shell = categoryShell(myProducts);
      }
      page.screen = 'src/features/catalog/category-page.tsx';
    } else if (first === 'item' && second === 'info' && third) {
      const id = Number(third);
      if (Number.isInteger(id) && id > 0) {
        const product = await shopperProduct(id);
        if (product) {
          const data: ProductWithIdResponse = { myCollection: product };
          page.responses.push({
            key: primedKey('POST', `${PRODUCT}/getProductWithID`, { id }),
            data,
          });
          const image = product.CoverImages[0] ?? product.productImages[0];
          if (image) {
            page.images.push({ href: image });
            page.shell = { layout: 'product', images: [{ src: image, alt: product.productName }] };
          }
        }
      }
      const attributes: AttributesResponse = { myAttributes: await catalog.listAttributes() };
      page.responses.push({ key: primedKey('GET', `${PRODUCT}/getAttribute`), data: attributes });
      page.screen = 'src/features/catalog/product-page.tsx';
    } else if (first === 'search') {
      page.screen = 'src/features/search/search-page.tsx';
    }
    return page;
  };

  async function shopperProduct(id: number) {
    try {
      return await catalog.getProductDetail(id, undefined);
    } catch (error) {
      // Unknown or hidden: the page asks the API itself and goes home.
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    }
  }
}

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

export type FirstPageReader = ReturnType<typeof createFirstPageReader>;

/**
 * The first banner as the home page shows it: image[0] on wide screens, image[1] on phones, each
 * standing in for the other when missing (client: banner-picture.tsx).
 */
function bannerShell(slider: Slider | undefined): PageShell | undefined {
  const [desktop, phone] = slider?.image ?? [];
  const src = desktop || phone;
  if (!slider || !src) return undefined;
  return { layout: 'banner', images: [{ src, alt: slider.name, phoneSrc: phone || src }] };
}

/**
 * A category's first covers, each in the slot the page gives its card: up to the first product
 * without a cover, whose empty slot would move the later ones.
 */
function categoryShell(
  cards: readonly { productName: string; CoverImages: string[] }[],
): PageShell | undefined {
  const images: PageShell['images'] = [];
  for (const card of cards.slice(0, SHELL_GRID_SIZE)) {
    const cover = card.CoverImages[0];
    if (!cover) break;
    images.push({ src: cover, alt: card.productName });
  }
  return images.length > 0 ? { layout: 'grid', images } : undefined;
}
