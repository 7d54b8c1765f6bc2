/*
 * The admin's catalogue texts from vendor.md §4, §5 and §8, spelt as the spec spells them.
 * (Repeated from @contracts where the server uses the same words: the client imports only types.)
 */

export const CATEGORY_NAME_REQUIRED = 'Plese Enter New Category Name';
export const ONE_IMAGE_REQUIRED = 'Please select one image';
export const DELETE_CATEGORY_CONFIRM =
  'Products also delete under this category, Please Confirm to delete';
export const DELETE_SUB_CATEGORY_CONFIRM =
  'Products also delete under this sub-category, Please Confirm to delete';

export const NO_CATEGORY = 'No Category Available';
export const NO_PRODUCT = 'No Product Available';
export const NO_MORE_PRODUCTS = 'No More Products, Go To Top';

export const NO_ACTIVE_CATEGORY =
  'No Active Category Available, create New Category now from plus(+) sign bottom';
export const NO_ACTIVE_SUB_CATEGORY =
  'No Active Sub-Category Available, create New Sub-Category now from plus(+) sign bottom';
export const SELECT_CATEGORY = 'please select any one category to furthure pursued...';
export const SELECT_SUB_CATEGORY = 'please select any one sub category to furthure pursued...';
export const PRODUCT_FIELDS_REQUIRED = 'all fields are required';
export const PRODUCT_NOT_FOUND = 'Product Not Found';

export const SAVED = 'saved';
