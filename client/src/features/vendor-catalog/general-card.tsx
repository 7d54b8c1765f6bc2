import type { Product } from '@contracts/products';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { errorMessage } from '@/lib/api-error';
import { useReportUnsaved } from '@/lib/unsaved-changes';
import { draftOf, draftProblem, productBody, type ProductDraft } from './product-draft';
import { ProductFields } from './product-fields';
import { reportSave } from './report';
import { useGetVendorCategoriesQuery, useGetVendorSubCategoriesQuery } from './vendor-catalog-api';
import { useUpdateProductMutation } from './vendor-products-api';
import { Panel } from './panel';
import admin from './admin.module.css';

const PARENTS_REQUIRED = 'Please select a category and a sub-category';

/** The product's own fields and its place in the catalogue (updateProduct). */
export function GeneralCard({ product }: { product: Product }) {
  const [updateProduct, { isLoading }] = useUpdateProductMutation();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [category, setCategory] = useState(product.productParents.category);
  const [subCategory, setSubCategory] = useState<number | null>(product.productParents.subCategory);
  const [problem, setProblem] = useState<string | null>(null);
  const categories = useGetVendorCategoriesQuery();
  const subCategories = useGetVendorSubCategoriesQuery(category ?? skipToken);
  const subs = subCategories.data ?? [];
  const subValue = subs.some((sub) => sub._id === subCategory) ? subCategory : null;
  // What the server holds (as of the load or the last save): anything else is unsaved.
  const current = JSON.stringify([draft, category, subCategory]);
  const [baseline, setBaseline] = useState(current);
  useReportUnsaved(current !== baseline);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(draft) ?? (subValue === null ? PARENTS_REQUIRED : null);
    setProblem(found);
    if (found || subValue === null) return;
    const { productkeywords, productShortDisc, ...fields } = productBody(draft, {
      category,
      subCategory: subValue,
    });
    const result = await updateProduct({
      _id: product._id,
      ...fields,
      productShortDisc,
      productKeywords: productkeywords,
    });
    if (result.error) return setProblem(errorMessage(result.error));
    setBaseline(current);
    reportSave(result);
  };

  return (
    <Panel aria-labelledby="general-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={admin.cardHeader}>
          <div>
            <h2 id="general-title" className={admin.cardTitle}>
              General
            </h2>
            <p className={admin.cardText}>What shoppers read, and where the product is listed.</p>
          </div>
        </div>
        <div className={admin.formStack}>
          <ProductFields draft={draft} onChange={setDraft} missing={problem !== null} />
          <div className={admin.formGrid}>
            <Select
              label="Category"
              value={String(category)}
              onChange={(event) => {
                setCategory(Number(event.target.value));
                setSubCategory(null);
              }}
              options={(categories.data ?? []).map((entry) => ({
                value: String(entry._id),
                label: `${entry.categoryName}${entry.categoryStatus === 1 ? '' : ' (inactive)'}`,
              }))}
            />
            <Select
              label="Sub-category"
              value={subValue === null ? '' : String(subValue)}
              onChange={(event) => setSubCategory(Number(event.target.value) || null)}
              options={[
                { value: '', label: 'Choose a sub-category', disabled: true },
                ...subs.map((entry) => ({
                  value: String(entry._id),
                  label: `${entry.subCategoryName}${entry.subCategoryStatus === 1 ? '' : ' (inactive)'}`,
                })),
              ]}
            />
          </div>
        </div>
        {problem && (
          <p role="alert" className={admin.errorBox} style={{ marginTop: 'var(--space-4)' }}>
            {problem}
          </p>
        )}
        <div className={admin.formActions}>
          <Button type="submit" loading={isLoading}>
            Save changes
          </Button>
        </div>
      </form>
    </Panel>
  );
}
