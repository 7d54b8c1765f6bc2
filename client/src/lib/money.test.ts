import { discountPercent, formatMoney } from './money';

describe('formatMoney', () => {
  it('when the amount is whole rupees, then it shows ₹ with Indian grouping and no paise', () => {
    expect(formatMoney(1299)).toBe('₹1,299');
    expect(formatMoney(123456)).toBe('₹1,23,456');
  });

  it('when the amount has paise, then it shows two decimals', () => {
    expect(formatMoney(1299.5)).toBe('₹1,299.50');
  });
});

describe('discountPercent', () => {
  it('when mrp is above the price, then it is (mrp - price) / mrp × 100 at the given decimals', () => {
    expect(discountPercent(1299, 1999, 1)).toBe('35.0');
    expect(discountPercent(1299, 1999, 0)).toBe('35');
    expect(discountPercent(750, 1000, 1)).toBe('25.0');
  });

  it('when there is no real discount, then it is null', () => {
    expect(discountPercent(1000, 1000, 1)).toBeNull();
    expect(discountPercent(1200, 1000, 1)).toBeNull();
    expect(discountPercent(100, 0, 1)).toBeNull();
  });
});
