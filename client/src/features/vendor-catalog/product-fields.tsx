import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import type { ProductDraft } from './product-draft';
import { TextAreaField } from './text-area-field';
import admin from './admin.module.css';

interface ProductFieldsProps {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
  /** Marks name and brand when 'all fields are required' was shown. */
  missing?: boolean;
}

/** Name, brand, descriptions, keywords and status of a product. */
export function ProductFields({ draft, onChange, missing }: ProductFieldsProps) {
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <div className={admin.formGrid}>
      <TextField
        label="Product name"
        value={draft.name}
        maxLength={150}
        required
        aria-invalid={missing && !draft.name.trim() ? true : undefined}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        label="Product brand"
        value={draft.brand}
        maxLength={80}
        required
        aria-invalid={missing && !draft.brand.trim() ? true : undefined}
        onChange={(event) => set('brand', event.target.value)}
      />
      <TextField
        className={admin.full}
        label="Short description"
        value={draft.shortDescription}
        maxLength={300}
        onChange={(event) => set('shortDescription', event.target.value)}
      />
      <TextAreaField
        className={admin.full}
        label="Description"
        value={draft.description}
        maxLength={5000}
        rows={5}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        label="Keywords"
        hint="Comma-separated, e.g. shirt, cotton, casual"
        value={draft.keywords}
        maxLength={500}
        onChange={(event) => set('keywords', event.target.value)}
      />
      <Select
        label="Status"
        value={draft.status}
        onChange={(event) => set('status', event.target.value === '1' ? '1' : '0')}
        options={[
          { value: '1', label: 'Active (shown in the shop)' },
          { value: '0', label: 'Inactive (hidden)' },
        ]}
      />
    </div>
  );
}
