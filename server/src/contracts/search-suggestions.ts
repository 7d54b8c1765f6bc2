import { z } from 'zod';

/** What the search box suggests while the shopper types (our addition to the spec's API). */
export const searchSuggestionsBody = z.object({
  item: z.string().trim().min(1, 'Type something to search').max(100, 'Search text is too long'),
});
export type SearchSuggestionsBody = z.input<typeof searchSuggestionsBody>;

/** A category, or one of its sub-categories, whose name matches every typed word. */
export interface CategorySuggestion {
  category: { _id: number; categoryName: string; categoryIndex: number };
  subCategory: { _id: number; subCategoryName: string } | null;
}

/** A product the search itself would list first. */
export interface ProductSuggestion {
  _id: number;
  productName: string;
  productBrand: string;
  coverImg: string | null;
}

export interface SearchSuggestionsResponse {
  categories: CategorySuggestion[];
  products: ProductSuggestion[];
}

/** Suggestions of each kind shown at most. */
export const SUGGESTIONS_PER_KIND = 5;
