/** Category as the spec's API shows it (categoryStatus 1 active, 0 inactive). */
export interface Category {
  _id: number;
  categoryName: string;
  categoryImage: string;
  categoryStatus: 0 | 1;
  categoryIndex: number;
}

export interface SubCategory {
  _id: number;
  subCategoryName: string;
  subCategoryParent: number;
  subCategoryImage: string;
  subCategoryStatus: 0 | 1;
  subCategoryIndex: number;
}

/** GET /api/vendor/product/156/getRawData */
export interface RawDataResponse {
  myRawData: {
    categories: Category[];
    subCategories: SubCategory[];
  };
}
