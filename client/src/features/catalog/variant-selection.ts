import type { AttributeSummary, Product, ProductVariant } from '@contracts/products';

/**
 * Variant selection on the product page (spec §4): picking attribute values narrows the
 * variants; once every attribute is chosen and exactly one variant remains, it is the selected
 * variant; Clear resets. Picking a chosen value again takes it back.
 *
 * Each value shows what picking it would give with the other choices kept: available, sold
 * out, or not made in that combination. Any value can be picked directly (another size while
 * one is chosen): choices that do not go with it are let go. Values that no variant has at all
 * are never offered.
 */

/** Chosen values by attribute id. */
export type VariantSelection = Readonly<Record<number, string>>;

/** What picking a value gives with the other choices kept. */
export type OptionStatus = 'available' | 'soldOut' | 'notMade';

export interface AttributeOption {
  value: string;
  selected: boolean;
  status: OptionStatus;
}

export interface AttributeChoice {
  attrId: number;
  name: string;
  options: AttributeOption[];
}

export const emptySelection: VariantSelection = {};

export function valueOf(variant: ProductVariant, attrId: number): string | undefined {
  return variant.varienteAttributes.find((a) => a.attr_id === attrId)?.value;
}

/** The variants that carry every chosen value. */
export function matchingVariants(
  variants: readonly ProductVariant[],
  selection: VariantSelection,
): ProductVariant[] {
  const chosen = Object.entries(selection);
  return variants.filter((variant) =>
    chosen.every(([attrId, value]) => valueOf(variant, Number(attrId)) === value),
  );
}

/** The product's attribute ids in order (selectedVarients, else as the variants list them). */
export function attributeIds(product: Pick<Product, 'selectedVarients' | 'productVarients'>) {
  if (product.selectedVarients.length > 0) return [...product.selectedVarients];
  const ids: number[] = [];
  for (const variant of product.productVarients) {
    for (const { attr_id } of variant.varienteAttributes)
      if (!ids.includes(attr_id)) ids.push(attr_id);
  }
  return ids;
}

function withoutAttribute(selection: VariantSelection, attrId: number): VariantSelection {
  const rest: Record<number, string> = { ...selection };
  delete rest[attrId];
  return rest;
}

/** The values of one attribute: the attribute's own order first, then as the variants have them. */
function orderedValues(variants: readonly ProductVariant[], attrId: number, known?: string[]) {
  const present = new Set(variants.map((v) => valueOf(v, attrId)).filter((v) => v !== undefined));
  const ordered = (known ?? []).filter((value) => present.has(value));
  for (const value of present) if (!ordered.includes(value)) ordered.push(value);
  return ordered;
}

const buyable = (variant: ProductVariant) =>
  variant.general.itemQty > 0 && variant.general.price !== null;

function statusOf(
  variants: readonly ProductVariant[],
  selection: VariantSelection,
  attrId: number,
  value: string,
): OptionStatus {
  const options = matchingVariants(variants, {
    ...withoutAttribute(selection, attrId),
    [attrId]: value,
  });
  if (options.length === 0) return 'notMade';
  return options.some(buyable) ? 'available' : 'soldOut';
}

/** Every attribute with its values, each marked selected and with what picking it gives. */
export function attributeChoices(
  variants: readonly ProductVariant[],
  attrIds: readonly number[],
  selection: VariantSelection,
  attributes: readonly AttributeSummary[] = [],
): AttributeChoice[] {
  return attrIds.map((attrId) => {
    const attribute = attributes.find((a) => a._id === attrId);
    return {
      attrId,
      name: attribute?.attribute ?? 'Option',
      options: orderedValues(variants, attrId, attribute?.values).map((value) => ({
        value,
        selected: selection[attrId] === value,
        status: statusOf(variants, selection, attrId, value),
      })),
    };
  });
}

/**
 * Picks a value (picking the chosen value again takes it back). The other choices stay while
 * some variant has them with the new value; those that do not go with it are let go.
 */
export function pickValue(
  selection: VariantSelection,
  attrId: number,
  value: string,
  variants?: readonly ProductVariant[],
): VariantSelection {
  if (selection[attrId] === value) return withoutAttribute(selection, attrId);
  const next: Record<number, string> = { ...selection, [attrId]: value };
  if (!variants || matchingVariants(variants, next).length > 0) return next;
  const kept: Record<number, string> = { [attrId]: value };
  for (const [other, chosen] of Object.entries(selection)) {
    if (Number(other) === attrId) continue;
    const trial = { ...kept, [other]: chosen };
    if (matchingVariants(variants, trial).length > 0) kept[Number(other)] = chosen;
  }
  return kept;
}

/** The selected variant: every attribute chosen and exactly one variant left; else null. */
export function selectedVariant(
  variants: readonly ProductVariant[],
  attrIds: readonly number[],
  selection: VariantSelection,
): ProductVariant | null {
  if (!attrIds.every((attrId) => selection[attrId] !== undefined)) return null;
  const remaining = matchingVariants(variants, selection);
  return remaining.length === 1 ? (remaining[0] ?? null) : null;
}

/** The names of the attributes still to choose, for "Please select Size and Colour". */
export function missingAttributes(choices: readonly AttributeChoice[]): string[] {
  return choices.filter((c) => !c.options.some((o) => o.selected)).map((c) => c.name);
}

/** Spec §4 "Stock": a quantity of 0 or less is out of stock. */
export function isOutOfStock(qty: number | null | undefined): boolean {
  return !(Number(qty) > 0);
}

/**
 * The stock that decides 'out of stock': a simple product's own quantity, the selected
 * variant's, or, before a variant is chosen, whether any variant has stock left.
 */
export function stockOf(
  product: Pick<Product, 'productType' | 'itemQty' | 'productVarients'>,
  variant: ProductVariant | null,
): number {
  if (product.productType === 0) return product.itemQty;
  if (variant) return variant.general.itemQty;
  return Math.max(0, ...product.productVarients.map((v) => v.general.itemQty));
}
