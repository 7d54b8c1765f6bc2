import { discountPercent, formatMoney, formatPriceRange } from './money';

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

describe('formatPriceRange', () => {
  it('when the ends differ, then it shows min – max in rupees', () => {
    expect(formatPriceRange(799, 1499)).toBe('₹799 – ₹1,499');
  });

  it('when both ends are the same (or reversed), then it shows one price', () => {
    expect(formatPriceRange(999, 999)).toBe('₹999');
    expect(formatPriceRange(999, 500)).toBe('₹999');
  });
});

describe('discountPercent decimals', () => {
  it('when a discount is not a whole percent, then cards keep 1 decimal and detail rounds to 0', () => {
    // (1999 - 1399) / 1999 × 100 = 30.015…
    expect(discountPercent(1399, 1999, 1)).toBe('30.0');
    expect(discountPercent(1399, 1999, 0)).toBe('30');
    // (999 - 666) / 999 × 100 = 33.33…
    expect(discountPercent(666, 999, 1)).toBe('33.3');
    expect(discountPercent(666, 999, 0)).toBe('33');
  });
});

describe('formatMoney against Intl', () => {
  it('when any amount is formatted, then it reads exactly as en-IN rupees from Intl', () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const paise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 12345, 99999, 100000, 1234567, 98765432];
    amounts.push(123456789012, 0.5, 0.004, 0.005, 1.005, 2.675, 1299.5, 1299.99, 1299.999);
    amounts.push(-1299, -1299.5, -0.004, 99999.995, 12345678.9, 4500.1, 0.1 + 0.2);
    for (let i = 0; i < 500; i += 1) amounts.push(((i * 2654435761) % 10 ** (1 + (i % 9))) / 100);
    for (const amount of amounts) {
      const expected = Number.isInteger(amount) ? whole.format(amount) : paise.format(amount);
      expect([amount, formatMoney(amount)]).toEqual([amount, expected]);
    }
  });
});
