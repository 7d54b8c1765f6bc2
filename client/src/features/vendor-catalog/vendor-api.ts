import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';

/** Path prefix P of the spec's catalogue calls (vendor.md §7). */
export const PRODUCT_PATH = `/api/vendor/product/${SEG}`;

/**
 * The admin's caches, kept apart from the storefront's ('RawData', 'Products', 'Attributes',
 * 'Sliders'): admin writes answer the new list, which is written straight into these caches,
 * while the storefront's tags are invalidated so shoppers' pages refetch.
 */
export const vendorApi = api.enhanceEndpoints({
  addTagTypes: [
    'VendorCategories',
    'VendorSubCategories',
    'VendorProducts',
    'VendorProduct',
    'VendorAttributes',
    'VendorSliders',
  ],
});
