import { aProductCard, aVariant } from '@test/catalog-fixtures';
import { cardPrice, detailPrice, isListable } from './product-pricing';

describe('cardPrice', () => {
  it('when simple, then it is the price and MRP', () => {
    expect(cardPrice(aProductCard())).toEqual({ price: 1299, mrp: 1999 });
  });

  it('when variable with different ends, then it is the range; with equal ends, the cheapest price and MRP', () => {
    const range = { productType: 1 as const, productPricing: { price: 799, mrp: 999 } };
    const noOffer = { mrpRange: { min: null, max: null }, maxDiscount: null };
    expect(
      cardPrice(aProductCard({ ...range, ...noOffer, priceRange: { min: 799, max: 1299 } })),
    ).toEqual({ price: 799, maxPrice: 1299 });
    expect(cardPrice(aProductCard({ ...range, priceRange: { min: 799, max: 799 } }))).toEqual({
      price: 799,
      mrp: 999,
    });
  });
});

describe('cardPrice of a variable product with a range', () => {
  const range = {
    productType: 1 as const,
    productPricing: { price: 799, mrp: 999 },
    priceRange: { min: 799, max: 1299 },
  };

  it('when a variant sells below its MRP, then it carries the MRP range and the deepest discount', () => {
    expect(
      cardPrice(aProductCard({ ...range, mrpRange: { min: 999, max: 1999 }, maxDiscount: 35 })),
    ).toEqual({ price: 799, maxPrice: 1299, mrp: 999, maxMrp: 1999, bestDiscount: 35 });
  });

  it('when no variant is discounted or none has an MRP, then only the range', () => {
    const bare = { price: 799, maxPrice: 1299 };
    expect(
      cardPrice(aProductCard({ ...range, mrpRange: { min: 999, max: 999 }, maxDiscount: null })),
    ).toEqual(bare);
    expect(
      cardPrice(aProductCard({ ...range, mrpRange: { min: null, max: null }, maxDiscount: 20 })),
    ).toEqual(bare);
  });
});

describe('isListable', () => {
  it('when hidden or without a price, then the product is skipped in lists', () => {
    expect(isListable(aProductCard())).toBe(true);
    expect(isListable(aProductCard({ productStatus: 0 }))).toBe(false);
    expect(
      isListable(
        aProductCard({
          productPricing: { price: null, mrp: null },
          priceRange: { min: null, max: null },
        }),
      ),
    ).toBe(false);
  });
});

describe('detailPrice', () => {
  const variants = [
    aVariant({ _id: 1, general: { price: 1299, mrp: 1999, itemQty: 1, images: [] } }),
    aVariant({ _id: 2, general: { price: 899, mrp: 1499, itemQty: 1, images: [] } }),
  ];
  const variable = {
    productType: 1 as const,
    productPricing: { price: 899, mrp: 1499 },
    productVarients: variants,
  };

  it('when variable and no variant is chosen, then it is the variants’ range with their MRPs and deepest discount', () => {
    expect(detailPrice(variable, null)).toEqual({
      price: 899,
      maxPrice: 1299,
      mrp: 1499,
      maxMrp: 1999,
      bestDiscount: ((1499 - 899) / 1499) * 100,
    });
    const undiscounted = [
      aVariant({ _id: 1, general: { price: 1299, mrp: 1299, itemQty: 1, images: [] } }),
      aVariant({ _id: 2, general: { price: 899, mrp: null, itemQty: 1, images: [] } }),
    ];
    expect(detailPrice({ ...variable, productVarients: undiscounted }, null)).toEqual({
      price: 899,
      maxPrice: 1299,
    });
  });

  it('when a variant is chosen, then it is that variant’s price and MRP', () => {
    expect(detailPrice(variable, variants[0]!)).toEqual({ price: 1299, mrp: 1999 });
  });

  it('when simple, then it is the product’s price and MRP', () => {
    const simple = {
      productType: 0 as const,
      productPricing: { price: 500, mrp: 800 },
      productVarients: [],
    };
    expect(detailPrice(simple, null)).toEqual({ price: 500, mrp: 800 });
  });
});
