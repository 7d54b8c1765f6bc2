/**
 * The storefront's own links, built the same way by the server (canonical URLs, sitemap, structured
 * data) and the client (every link it renders), so a page has one address whatever link led to
 * it. Imports nothing, so the client may use it.
 */

/** What the category route carries in its {category} segment (spec: a JSON object). */
export interface CategoryRef {
  _id: number;
  categoryName: string;
  categoryIndex: number;
}

/** The spec's category route: /c/{JSON of _id, categoryName, categoryIndex}/{sub id or -1}. */
export function categoryPath(category: CategoryRef, subCategoryId: number = -1): string {
  const { _id, categoryName, categoryIndex } = category;
  const segment = encodeURIComponent(JSON.stringify({ _id, categoryName, categoryIndex }));
  return `/c/${segment}/${subCategoryId}`;
}

/**
 * A category link to store where other clients read it too (banners): the JSON as the spec's
 * route shows it, with only what a path cannot hold escaped. A client written for the original
 * API reads the segment with decodeURI and JSON.parse, which a fully encoded segment (`,` and
 * `:` as %2C and %3A) breaks; our storefront opens both forms.
 */
export function storedCategoryLink(category: CategoryRef, subCategoryId: number = -1): string {
  const { _id, categoryName, categoryIndex } = category;
  const json = JSON.stringify({ _id, categoryName, categoryIndex });
  return `/c/${json.replace(/[%#?/]/g, (c) => encodeURIComponent(c))}/${subCategoryId}`;
}

/** The product detail route. */
export function productPath(productId: number): string {
  return `/item/info/${productId}`;
}

/** The search results route. */
export function searchPath(query: string): string {
  return `/search/${encodeURIComponent(query)}`;
}
