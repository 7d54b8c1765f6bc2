import {
  activeFilterCount,
  checkPriceRange,
  PRICE_MIN_ABOVE_MAX,
  PRICE_NOT_A_NUMBER,
  readSearchFilters,
  writeSearchFilters,
} from './search-filters-state';

describe('checkPriceRange', () => {
  it('when both ends are numbers ≥ 0 and min ≤ max, then the range is accepted', () => {
    expect(checkPriceRange('500', '1500')).toEqual({ ok: true, min: 500, max: 1500 });
    expect(checkPriceRange('0', '0')).toEqual({ ok: true, min: 0, max: 0 });
  });

  it('when an end is empty, then that end stays open', () => {
    expect(checkPriceRange('', '999')).toEqual({ ok: true, min: null, max: 999 });
    expect(checkPriceRange(' 300 ', '')).toEqual({ ok: true, min: 300, max: null });
  });

  it('when an end is not a number or is negative, then it asks for numbers of 0 or more', () => {
    expect(checkPriceRange('abc', '')).toEqual({ ok: false, error: PRICE_NOT_A_NUMBER });
    expect(checkPriceRange('-5', '100')).toEqual({ ok: false, error: PRICE_NOT_A_NUMBER });
  });

  it('when min is above max, then it says so', () => {
    expect(checkPriceRange('2000', '1000')).toEqual({ ok: false, error: PRICE_MIN_ABOVE_MAX });
  });
});

describe('search filters in the URL', () => {
  it('when written and read back, then they are the same', () => {
    const filters = {
      filterCategory: 3,
      min: 100,
      max: 900,
      sortingMethod: 4 as const,
      sizes: ['M', 'XL'],
      colours: ['Sky Blue'],
      minDiscount: 30,
    };
    const params = writeSearchFilters(filters);
    expect(params.toString()).toBe(
      'cat=3&min=100&max=900&sort=4&size=M&size=XL&colour=Sky+Blue&disc=30',
    );
    expect(readSearchFilters(params)).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(6);
  });

  it('when the URL has nothing or nonsense, then the defaults apply (all, open, sort 1)', () => {
    const params = new URLSearchParams('cat=x&min=-3&sort=2&disc=35&size=&size=%20');
    expect(readSearchFilters(params)).toEqual({
      filterCategory: -1,
      min: null,
      max: null,
      sortingMethod: 1,
      sizes: [],
      colours: [],
      minDiscount: 0,
    });
  });

  it('when the URL repeats, overlong or too many values, then they are bounded', () => {
    const many = Array.from({ length: 30 }, (_, i) => `size=S${i}`).join('&');
    const params = new URLSearchParams(
      `${many}&colour=Navy&colour=Navy&colour=${'x'.repeat(41)}&disc=70`,
    );
    const filters = readSearchFilters(params);
    expect(filters.sizes).toHaveLength(20);
    expect(filters.colours).toEqual(['Navy']);
    expect(filters.minDiscount).toBe(70);
  });
});
