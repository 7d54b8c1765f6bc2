import { useEffect } from 'react';
import { getShopName } from './shop-name';

/**
 * The tab's title: "<page> | <shop>", or the shop's name alone (home, or while the page's own
 * name is not known yet).
 */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    const shop = getShopName();
    document.title = page ? `${page} | ${shop}` : shop;
  }, [page]);
}
