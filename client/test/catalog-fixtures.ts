import type { Category, RawDataResponse, SubCategory } from '@contracts/catalog';
import type { ProductCard, ProductDetail, ProductVariant } from '@contracts/products';

/** Test data shaped like the API's answers; override what a test cares about. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: 1,
    categoryName: 'Men',
    categoryImage: '/uploads/demo/category/men.svg',
    categoryStatus: 1,
    categoryIndex: 1,
    ...overrides,
  };
}

export function aSubCategory(overrides: Partial<SubCategory> = {}): SubCategory {
  return {
    _id: 11,
    subCategoryName: 'Shirts',
    subCategoryParent: 1,
    subCategoryImage: '/uploads/demo/category/men-shirts.svg',
    subCategoryStatus: 1,
    subCategoryIndex: 1,
    ...overrides,
  };
}

export function rawData(
  categories: Category[],
  subCategories: SubCategory[] = [],
): RawDataResponse {
  return { myRawData: { categories, subCategories } };
}

export function aProductCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    _id: 101,
    productName: 'Linen Shirt',
    productBrand: 'Vastra',
    productType: 0,
    productStatus: 1,
    productParents: { category: 1, subCategory: 11 },
    CoverImages: ['/uploads/demo/101.svg'],
    productPricing: { price: 1299, mrp: 1999 },
    priceRange: { min: 1299, max: 1299 },
    mrpRange: { min: 1999, max: 1999 },
    maxDiscount: 35.02,
    hoverImage: null,
    inStock: true,
    itemQty: 7,
    productVarients: [],
    totalRate: 4.3,
    ratingAvg: 4.3,
    ratingCount: 12,
    ...overrides,
  };
}

/** n cards with ids from `firstId`. */
export function cards(n: number, firstId = 1): ProductCard[] {
  return Array.from({ length: n }, (_, i) =>
    aProductCard({ _id: firstId + i, productName: `Product ${firstId + i}` }),
  );
}

export function aVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    _id: 1,
    varienteAttributes: [],
    general: { price: 999, mrp: 1499, itemQty: 5, images: [] },
    varDtl: [],
    ...overrides,
  };
}

export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: 101,
    productName: 'Linen Shirt',
    productBrand: 'Vastra',
    ProductShortDisc: 'A breathable linen shirt.',
    productDisc: 'Cut from pure linen.',
    productKeywords: 'shirt linen',
    productStatus: 1,
    productType: 0,
    productParents: { category: 1, subCategory: 11 },
    CoverImages: ['/uploads/demo/101.svg'],
    productImages: ['/uploads/demo/101-back.svg'],
    productPricing: { price: 1299, mrp: 1999 },
    itemQty: 7,
    simpleDtl: [['Fabric', 'Linen']],
    productVarients: [],
    selectedVarients: [],
    totalRate: 4.5,
    ratingAvg: 4.5,
    ratingCount: 2,
    department: {
      category: { _id: 1, categoryName: 'Men' },
      subCategory: { _id: 11, subCategoryName: 'Shirts' },
    },
    productReviews: [],
    alreadyVisited: false,
    ...overrides,
  };
}
