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
const statusOf = (selection: VariantSelection, attrId: number) =>
  Object.fromEntries(optionsOf(selection, attrId).map((o) => [o.value, o.status]));

describe('variant selection', () => {
  it('when nothing is picked, then every value is offered in the attribute order with its name', () => {
    const [size, colour] = choices(emptySelection) as [AttributeChoice, AttributeChoice];
    expect(size.name).toBe('Size');
    expect(size.options.map((o) => o.value)).toEqual(['S', 'M', 'L']);
    expect(colour.options.map((o) => o.value)).toEqual(['Red', 'Blue']);
    expect(size.options.some((o) => o.selected)).toBe(false);
    expect(statusOf(emptySelection, SIZE)).toEqual({
      S: 'available',
      M: 'available',
      L: 'available',
    });
  });

  it('when a value is picked, then the variants narrow to those having it', () => {
    const selection = pickValue(emptySelection, SIZE, 'M');
    expect(matchingVariants(variants, selection).map((v) => v._id)).toEqual([2, 3]);
  });

  it('when a size is picked, then the other sizes stay available and each colour says what it gives', () => {
    const medium = pickValue(emptySelection, SIZE, 'M');
    // Other sizes are not struck through: they are what picking them instead would give.
    expect(statusOf(medium, SIZE)).toEqual({ S: 'available', M: 'available', L: 'available' });
    // Red M exists with no stock; Blue M has stock.
    expect(statusOf(medium, COLOUR)).toEqual({ Red: 'soldOut', Blue: 'available' });

    const small = pickValue(emptySelection, SIZE, 'S');
    expect(statusOf(small, COLOUR)).toEqual({ Red: 'available', Blue: 'notMade' });
    const red = pickValue(emptySelection, COLOUR, 'Red');
    expect(statusOf(red, SIZE)).toEqual({ S: 'available', M: 'soldOut', L: 'notMade' });
  });

  it('when another value is picked while one is chosen, then it switches at once and lets go of what does not go with it', () => {
    const smallRed = pickValue(pickValue(emptySelection, SIZE, 'S'), COLOUR, 'Red');
    expect(pickValue(smallRed, SIZE, 'M', variants)).toEqual({ [SIZE]: 'M', [COLOUR]: 'Red' });
    // No red L: the colour is let go, the size switches.
    expect(pickValue(smallRed, SIZE, 'L', variants)).toEqual({ [SIZE]: 'L' });
  });

  it('when every attribute is chosen and one variant remains, then it becomes the selected variant', () => {
    const sizeOnly = pickValue(emptySelection, SIZE, 'M');
    expect(selectedVariant(variants, ids, sizeOnly)).toBeNull();
    expect(missingAttributes(choices(sizeOnly))).toEqual(['Colour']);

    const both = pickValue(sizeOnly, COLOUR, 'Blue');
    expect(selectedVariant(variants, ids, both)?._id).toBe(3);
    expect(missingAttributes(choices(both))).toEqual([]);
  });

  it('when the chosen value is picked again, then it is taken back', () => {
    const medium = pickValue(emptySelection, SIZE, 'M');
    const back = pickValue(medium, SIZE, 'M');
    expect(back).toEqual({});
    expect(statusOf(back, COLOUR)).toEqual({ Red: 'available', Blue: 'available' });
  });

  it('when every variant of a value is sold out, then it shows sold out before anything is picked', () => {
    const soldOutL = variants.map((v) =>
      v._id === 4 ? { ...v, general: { ...v.general, itemQty: 0 } } : v,
    );
    const sizes = attributeChoices(soldOutL, ids, emptySelection, attributes)[0]!.options;
    expect(sizes.find((o) => o.value === 'L')?.status).toBe('soldOut');
  });

  it('when cleared, then nothing is selected', () => {
    const both = pickValue(pickValue(emptySelection, SIZE, 'S'), COLOUR, 'Red');
    expect(selectedVariant(variants, ids, both)?._id).toBe(1);

    const cleared = emptySelection;
    expect(selectedVariant(variants, ids, cleared)).toBeNull();
    expect(
      choices(cleared)
        .flatMap((c) => c.options)
        .some((o) => o.selected),
    ).toBe(false);
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
