import type { AttributeSummary } from '@contracts/products';

/** "Size: M · Colour: Red": each value with its attribute's name when it is known. */
export function variantText(
  values: readonly { attr_id: number; value: string; attribute?: string }[] | undefined,
  attributes: readonly Pick<AttributeSummary, '_id' | 'attribute'>[] = [],
): string {
  return (values ?? [])
    .map(({ attr_id, value, attribute }) => {
      const name = attribute ?? attributes.find((a) => a._id === attr_id)?.attribute;
      return name ? `${name}: ${value}` : value;
    })
    .join(' · ');
}
