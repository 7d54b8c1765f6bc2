import type { Product } from '@contracts/products';
import { PRODUCT_FIELDS_REQUIRED } from './catalog-messages';

/** The product's own fields as the forms hold them (step 3 and the General form). */
export interface ProductDraft {
  name: string;
  brand: string;
  shortDescription: string;
  description: string;
  /** Comma-separated, as typed. */
  keywords: string;
  status: '1' | '0';
}

export const emptyDraft: ProductDraft = {
  name: '',
  brand: '',
  shortDescription: '',
  description: '',
  keywords: '',
  status: '1',
};

export function draftOf(product: Product): ProductDraft {
  return {
    name: product.productName,
    brand: product.productBrand,
    shortDescription: product.ProductShortDisc,
    description: product.productDisc,
    keywords: product.productKeywords,
    status: product.productStatus === 1 ? '1' : '0',
  };
}

/** 'all fields are required' when the name or the brand is empty, else null. */
export function draftProblem(draft: ProductDraft): string | null {
  return draft.name.trim() && draft.brand.trim() ? null : PRODUCT_FIELDS_REQUIRED;
}

/** The spec's insertProduct / updateProduct fields (either keyword spelling is read). */
export function productBody(
  draft: ProductDraft,
  parents: { category: number; subCategory: number },
) {
  return {
    parents,
    productName: draft.name.trim(),
    productBrand: draft.brand.trim(),
    productShortDisc: draft.shortDescription.trim(),
    productDisc: draft.description.trim(),
    productkeywords: draft.keywords,
    productStatus: draft.status === '1' ? 1 : 0,
  } as const;
}
