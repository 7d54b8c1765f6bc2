import type { AttributeSummary, ProductVariant } from '@contracts/products';
import {
  attributeChoices,
  type AttributeChoice,
  emptySelection,
  isOutOfStock,
  matchingVariants,
  missingAttributes,
  pickValue,
  selectedVariant,
  stockOf,
  type VariantSelection,
} from './variant-selection';

const SIZE = 1;
const COLOUR = 2;
const attributes: AttributeSummary[] = [
  { _id: SIZE, attribute: 'Size', values: ['S', 'M', 'L', 'XL'] },
  { _id: COLOUR, attribute: 'Colour', values: ['Red', 'Blue'] },
];

const variant = (_id: number, size: string, colour: string, itemQty: number): ProductVariant => ({
  _id,
  varienteAttributes: [
    { attr_id: COLOUR, value: colour },
    { attr_id: SIZE, value: size },
  ],
  general: { price: 700 + _id * 100, mrp: 1999, itemQty, images: [`/img/${_id}.jpg`] },
  varDtl: [],
});
// L listed before S on purpose: the attribute's own order (S, M, L) wins.
const variants = [
  variant(4, 'L', 'Blue', 2),
  variant(1, 'S', 'Red', 3),
  variant(2, 'M', 'Red', 0),
  variant(3, 'M', 'Blue', 5),
];
const ids = [SIZE, COLOUR];

const choices = (selection: VariantSelection) =>
  attributeChoices(variants, ids, selection, attributes);
const optionsOf = (selection: VariantSelection, attrId: number) =>
  choices(selection).find((c) => c.attrId === attrId)!.options;
const disabledOf = (selection: VariantSelection, attrId: number) =>
  optionsOf(selection, attrId)
    .filter((o) => o.disabled)
    .map((o) => o.value);

describe('variant selection', () => {
  it('when nothing is picked, then every value is offered in the attribute order with its name', () => {
    const [size, colour] = choices(emptySelection) as [AttributeChoice, AttributeChoice];
    expect(size.name).toBe('Size');
    expect(size.options.map((o) => o.value)).toEqual(['S', 'M', 'L']);
    expect(colour.options.map((o) => o.value)).toEqual(['Red', 'Blue']);
    expect(size.options.some((o) => o.disabled || o.selected)).toBe(false);
  });

  it('when a value is picked, then the variants narrow to those having it', () => {
    const selection = pickValue(emptySelection, SIZE, 'M');
    expect(matchingVariants(variants, selection).map((v) => v._id)).toEqual([2, 3]);
  });

  it('when a value is picked, then values missing from the remaining variants are disabled', () => {
    const small = pickValue(emptySelection, SIZE, 'S');
    expect(disabledOf(small, COLOUR)).toEqual(['Blue']);

    const red = pickValue(emptySelection, COLOUR, 'Red');
    expect(disabledOf(red, SIZE)).toEqual(['L']);
    // Within the picked attribute, only the chosen value remains.
    expect(disabledOf(red, COLOUR)).toEqual(['Blue']);
    expect(optionsOf(red, COLOUR).find((o) => o.selected)?.value).toBe('Red');
  });

  it('when every attribute is chosen and one variant remains, then it becomes the selected variant', () => {
    const sizeOnly = pickValue(emptySelection, SIZE, 'M');
    expect(selectedVariant(variants, ids, sizeOnly)).toBeNull();
    expect(missingAttributes(choices(sizeOnly))).toEqual(['Colour']);

    const both = pickValue(sizeOnly, COLOUR, 'Blue');
    expect(selectedVariant(variants, ids, both)?._id).toBe(3);
    expect(missingAttributes(choices(both))).toEqual([]);
  });

  it('when the chosen value is picked again, then it is taken back and the other values reopen', () => {
    const medium = pickValue(emptySelection, SIZE, 'M');
    expect(disabledOf(medium, SIZE)).toEqual(['S', 'L']);

    const back = pickValue(medium, SIZE, 'M');
    expect(back).toEqual({});
    expect(disabledOf(back, SIZE)).toEqual([]);
  });

  it('when cleared, then nothing is selected and nothing is disabled', () => {
    const both = pickValue(pickValue(emptySelection, SIZE, 'S'), COLOUR, 'Red');
    expect(selectedVariant(variants, ids, both)?._id).toBe(1);

    const cleared = emptySelection;
    expect(selectedVariant(variants, ids, cleared)).toBeNull();
    expect(disabledOf(cleared, SIZE)).toEqual([]);
    expect(disabledOf(cleared, COLOUR)).toEqual([]);
  });
});

describe('stock', () => {
  const variable = { productType: 1 as const, itemQty: 0, productVarients: variants };

  it('when the quantity is 0 or less, then it is out of stock', () => {
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(-2)).toBe(true);
    expect(isOutOfStock(1)).toBe(false);
  });

  it('when the selected variant has no stock, then the product is out of stock', () => {
    const redMedium = selectedVariant(variants, ids, { [SIZE]: 'M', [COLOUR]: 'Red' });
    expect(isOutOfStock(stockOf(variable, redMedium))).toBe(true);
    const blueMedium = selectedVariant(variants, ids, { [SIZE]: 'M', [COLOUR]: 'Blue' });
    expect(stockOf(variable, blueMedium)).toBe(5);
  });

  it('when a simple product is asked, then its own quantity decides', () => {
    const simple = { productType: 0 as const, itemQty: 0, productVarients: [] };
    expect(isOutOfStock(stockOf(simple, null))).toBe(true);
    expect(isOutOfStock(stockOf({ ...simple, itemQty: 4 }, null))).toBe(false);
  });

  it('when no variant is chosen yet, then it is out of stock only if every variant is', () => {
    expect(isOutOfStock(stockOf(variable, null))).toBe(false);
    const soldOut = variants.map((v) => ({ ...v, general: { ...v.general, itemQty: 0 } }));
    expect(isOutOfStock(stockOf({ ...variable, productVarients: soldOut }, null))).toBe(true);
  });
});
