/*
 * Test data shaped like the vendor API's answers (used by the vendor screens' tests only).
 * Override what a test cares about.
 */
import type { Category, SubCategory } from '@contracts/catalog';
import type { AttributeSummary, Product, ProductVariant } from '@contracts/products';

export const P = '/api/vendor/product/156';

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: 1,
    categoryName: 'Men',
    categoryImage: '/uploads/men.webp',
    categoryStatus: 1,
    categoryIndex: 0,
    ...overrides,
  };
}

export function aSubCategory(overrides: Partial<SubCategory> = {}): SubCategory {
  return {
    _id: 11,
    subCategoryName: 'Shirts',
    subCategoryParent: 1,
    subCategoryImage: '/uploads/shirts.webp',
    subCategoryStatus: 1,
    subCategoryIndex: 0,
    ...overrides,
  };
}

export function anAttribute(overrides: Partial<AttributeSummary> = {}): AttributeSummary {
  return { _id: 1, attribute: 'Size', values: ['S', 'M', 'L'], ...overrides };
}

export function aVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    _id: 501,
    varienteAttributes: [{ attr_id: 1, value: 'M' }],
    general: { price: null, mrp: null, itemQty: 0, images: [] },
    varDtl: [],
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 42,
    productName: 'Linen Shirt',
    productBrand: 'Vastra',
    ProductShortDisc: '',
    productDisc: '',
    productKeywords: '',
    productStatus: 1,
    productType: 0,
    productParents: { category: 1, subCategory: 11 },
    CoverImages: [],
    productImages: [],
    productPricing: { price: null, mrp: null },
    itemQty: 0,
    simpleDtl: [],
    productVarients: [],
    selectedVarients: [],
    totalRate: 0,
    ratingAvg: 0,
    ratingCount: 0,
    ...overrides,
  };
}

/** The JSON body of a request the fake network saw. */
export const bodyOf = (request: { data?: unknown } | undefined): unknown =>
  typeof request?.data === 'string' ? JSON.parse(request.data) : request?.data;
