const PLACEHOLDER = '__SHOP_NAME__';
export const DEFAULT_SHOP_NAME = 'Vastra';

/** The shop's name: the server writes it into <meta name="shop-name"> when serving the page. */
export function getShopName(doc: Document = document): string {
  const value = doc.querySelector('meta[name="shop-name"]')?.getAttribute('content')?.trim();
  return value && value !== PLACEHOLDER ? value : DEFAULT_SHOP_NAME;
}
