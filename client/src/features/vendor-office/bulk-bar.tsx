import { useState } from 'react';
import type { BulkAction } from '@contracts/back-office';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { FALLBACK_ERROR, isApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useBulkProductsMutation } from './office-api';
import styles from './office-table.module.css';

type Choice = 'show' | 'hide' | 'price' | 'price%' | 'mrp' | 'mrp%' | 'stock' | 'delete';

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'show', label: 'Show on the site' },
  { value: 'hide', label: 'Hide from the site' },
  { value: 'price', label: 'Set price (₹)' },
  { value: 'price%', label: 'Change price by %' },
  { value: 'mrp', label: 'Set MRP (₹)' },
  { value: 'mrp%', label: 'Change MRP by %' },
  { value: 'stock', label: 'Set stock' },
  { value: 'delete', label: 'Delete' },
];

const needsValue = (choice: Choice) => !['show', 'hide', 'delete'].includes(choice);

/** The action as the API takes it, or an error text for a bad value. */
export function toAction(choice: Choice, raw: string): BulkAction | string {
  if (choice === 'show' || choice === 'hide')
    return { kind: 'status', status: choice === 'show' ? 1 : 0 };
  if (choice === 'delete') return { kind: 'delete' };
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return 'Enter a number';
  if (choice === 'stock') {
    if (!Number.isInteger(value) || value < 0) return 'Stock is a whole number of 0 or more';
    return { kind: 'stock', stock: value };
  }
  const field = choice.startsWith('mrp') ? 'mrp' : 'price';
  if (choice.endsWith('%')) {
    if (value < -90 || value > 1000) return 'A percentage change must be from -90 to 1000';
    return { kind: 'price', field, mode: 'percent', value };
  }
  if (value < 0) return 'Enter an amount of 0 or more';
  return { kind: 'price', field, mode: 'set', value };
}

/** The bar over the products table while products are ticked: one change to all of them. */
export function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [choice, setChoice] = useState<Choice>('price%');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [bulk, { isLoading }] = useBulkProductsMutation();

  const run = async () => {
    const action = toAction(choice, value);
    if (typeof action === 'string') {
      setError(action);
      return;
    }
    try {
      const { changed } = await bulk({ ids, action }).unwrap();
      notify('success', `${changed} ${changed === 1 ? 'product' : 'products'} updated`);
      setValue('');
      setConfirming(false);
      onDone();
    } catch (err) {
      setConfirming(false);
      notify('error', isApiError(err) ? err.message : FALLBACK_ERROR);
    }
  };

  const apply = () => {
    setError(null);
    if (choice === 'delete') setConfirming(true);
    else void run();
  };

  return (
    <div className={styles.bulkBar} role="region" aria-label="Bulk actions">
      <span className={styles.bulkCount}>{ids.length} selected</span>
      <Select
        className={styles.filter}
        label="Action"
        options={CHOICES}
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value as Choice);
          setError(null);
        }}
      />
      {needsValue(choice) && (
        <TextField
          className={styles.bulkValue}
          label={choice.endsWith('%') ? 'Percent' : choice === 'stock' ? 'Stock' : 'Amount (₹)'}
          inputMode="decimal"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <Button
        onClick={apply}
        loading={isLoading && !confirming}
        variant={choice === 'delete' ? 'danger' : 'primary'}
      >
        Apply
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${ids.length} ${ids.length === 1 ? 'product' : 'products'}?`}
        message="They disappear from the shop with their variants and images. Past orders keep their own copy."
        busy={isLoading}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
