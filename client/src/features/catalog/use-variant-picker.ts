import type { ProductDetail } from '@contracts/products';
import { useMemo, useState } from 'react';
import { useGetAttributesQuery } from './catalog-api';
import {
  attributeChoices,
  attributeIds,
  emptySelection,
  missingAttributes,
  pickValue,
  selectedVariant,
} from './variant-selection';

/** The product page's variant state: the choices to draw, the selected variant, pick and clear. */
export function useVariantPicker(product: ProductDetail) {
  const { data: attributes } = useGetAttributesQuery();
  const [selection, setSelection] = useState(emptySelection);
  const ids = useMemo(() => attributeIds(product), [product]);
  const variants = product.productVarients;

  const choices = useMemo(
    () => attributeChoices(variants, ids, selection, attributes),
    [variants, ids, selection, attributes],
  );
  return {
    choices,
    variant: product.productType === 1 ? selectedVariant(variants, ids, selection) : null,
    missing: missingAttributes(choices),
    hasSelection: Object.keys(selection).length > 0,
    pick: (attrId: number, value: string) =>
      setSelection((s) => pickValue(s, attrId, value, variants)),
    clear: () => setSelection(emptySelection),
  };
}

export type VariantPickerState = ReturnType<typeof useVariantPicker>;
