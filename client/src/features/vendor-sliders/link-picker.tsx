import { productPath, searchPath, storedCategoryLink } from '@contracts/storefront-paths';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { RadioGroup } from '@/components/radio-group';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import {
  useGetVendorCategoriesQuery,
  useGetVendorSubCategoriesQuery,
} from '@/features/vendor-catalog/vendor-catalog-api';
import { useGetOfficeProductsQuery } from '@/features/vendor-office/office-api';
import admin from '../vendor-catalog/admin.module.css';
import styles from './sliders-page.module.css';

type Kind = 'category' | 'sub' | 'product' | 'search';
const KINDS = [
  { value: 'category', label: 'A category' },
  { value: 'sub', label: 'A sub-category' },
  { value: 'product', label: 'A product' },
  { value: 'search', label: 'Search results' },
];

/**
 * "Choose a page": a category, sub-category, product or search, written as a link the storefront
 * opens (the same paths its own links use), so a banner never leads to "not found".
 */
export function LinkPicker({ onPick }: { onPick: (link: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Choose a page
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} title="Link to a page of the shop" size="md">
          <PickerBody
            onPick={(link) => {
              onPick(link);
              setOpen(false);
            }}
          />
        </Dialog>
      )}
    </>
  );
}

function PickerBody({ onPick }: { onPick: (link: string) => void }) {
  const [kind, setKind] = useState<Kind>('category');
  const [categoryId, setCategoryId] = useState('');
  const [subId, setSubId] = useState('');
  const [productId, setProductId] = useState('');
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const categories = useGetVendorCategoriesQuery();
  const category = categories.data?.find((c) => String(c._id) === categoryId);
  const subs = useGetVendorSubCategoriesQuery(
    kind === 'sub' && category ? category._id : skipToken,
  );
  const products = useGetOfficeProductsQuery(
    kind === 'product' && query ? { q: query, page: 1 } : skipToken,
  );

  const link = (() => {
    if (kind === 'search') return draft.trim() ? searchPath(draft.trim()) : null;
    if (kind === 'product') return productId ? productPath(Number(productId)) : null;
    if (!category) return null;
    if (kind === 'category') return storedCategoryLink(category);
    return subId ? storedCategoryLink(category, Number(subId)) : null;
  })();

  const search = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to the slider form around it.
    event.stopPropagation();
    setProductId('');
    setQuery(draft.trim());
  };

  return (
    <div className={admin.stack}>
      <RadioGroup
        legend="Link to"
        value={kind}
        options={KINDS}
        onChange={(value) => {
          setKind(value as Kind);
          setDraft('');
          setQuery('');
          setProductId('');
        }}
      />
      {(kind === 'category' || kind === 'sub') && (
        <Select
          label="Category"
          value={categoryId}
          options={[
            { value: '', label: 'Choose a category' },
            ...(categories.data ?? []).map((c) => ({
              value: String(c._id),
              label: c.categoryName,
            })),
          ]}
          onChange={(event) => {
            setCategoryId(event.target.value);
            setSubId('');
          }}
        />
      )}
      {kind === 'sub' && category && (
        <Select
          label="Sub-category"
          value={subId}
          options={[
            { value: '', label: 'Choose a sub-category' },
            ...(subs.data ?? []).map((s) => ({ value: String(s._id), label: s.subCategoryName })),
          ]}
          onChange={(event) => setSubId(event.target.value)}
        />
      )}
      {(kind === 'product' || kind === 'search') && (
        <form className={styles.pickerSearch} onSubmit={search} role="search">
          <TextField
            label={kind === 'product' ? 'Find a product' : 'Search words'}
            value={draft}
            maxLength={100}
            placeholder={kind === 'product' ? 'Name, brand or id' : 'e.g. cotton kurta'}
            onChange={(event) => setDraft(event.target.value)}
          />
          {kind === 'product' && (
            <Button type="submit" variant="secondary">
              Search
            </Button>
          )}
        </form>
      )}
      {kind === 'product' && query && (
        <RadioGroup
          legend={
            products.isFetching
              ? 'Searching…'
              : products.data?.rows.length
                ? 'Products found'
                : 'No products match'
          }
          value={productId}
          options={(products.data?.rows ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.name} · #${p.id}`,
          }))}
          onChange={setProductId}
        />
      )}
      <p className={admin.muted} aria-live="polite">
        {link ? (
          <>
            Link: <code className={styles.pickedLink}>{link}</code>
          </>
        ) : (
          'Choose where the banner leads.'
        )}
      </p>
      <div className={admin.formActions}>
        <Button disabled={!link} onClick={() => link && onPick(link)}>
          Use this link
        </Button>
      </div>
    </div>
  );
}
