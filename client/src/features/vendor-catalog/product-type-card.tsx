import type { Product } from '@contracts/products';
import { useState } from 'react';
import { RadioGroup } from '@/components/radio-group';
import { Panel } from './panel';
import { reportSave } from './report';
import { useUpdateProductTypeMutation } from './vendor-products-api';
import admin from './admin.module.css';

/** Simple or variable: saved as soon as it is switched (updateProductType). */
export function ProductTypeCard({ product }: { product: Product }) {
  const [updateType, { isLoading }] = useUpdateProductTypeMutation();
  // The choice shows at once; it goes back if the server refuses it.
  const [pending, setPending] = useState<string | null>(null);

  const change = async (value: string) => {
    setPending(value);
    reportSave(await updateType({ id: product._id, pt: value === '1' ? 1 : 0 }));
    setPending(null);
  };

  return (
    <Panel aria-label="Product type">
      <RadioGroup
        legend={<span className={admin.cardTitle}>Product type</span>}
        value={pending ?? String(product.productType)}
        onChange={(value) => void change(value)}
        options={[
          { value: '0', label: 'Simple: one price and stock', disabled: isLoading },
          { value: '1', label: 'Variable: varients such as sizes', disabled: isLoading },
        ]}
      />
    </Panel>
  );
}
