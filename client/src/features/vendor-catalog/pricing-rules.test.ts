import { pricingErrors } from './pricing-rules';

describe('price, MRP and quantity checks', () => {
  it('when the fields are empty or not numbers, then each says what it needs', () => {
    expect(pricingErrors({ price: '', mrp: 'abc', quantity: '-1' })).toEqual({
      price: 'Price must be a number of 0 or more',
      mrp: 'MRP must be a number of 0 or more',
      quantity: 'Quantity must be a whole number of 0 or more',
    });
  });

  it('when money has more than 2 decimals or the quantity is fractional, then they are refused', () => {
    expect(pricingErrors({ price: '10.005', mrp: '12.5', quantity: '2.5' })).toEqual({
      price: 'Price can have at most 2 decimals',
      quantity: 'Quantity must be a whole number of 0 or more',
    });
  });

  it('when the MRP is below the price, then the MRP is refused', () => {
    expect(pricingErrors({ price: '999', mrp: '499.99', quantity: '3' })).toEqual({
      mrp: 'MRP must not be less than the price',
    });
  });

  it('accepts rupees with up to 2 decimals, an equal MRP and zero stock', () => {
    expect(pricingErrors({ price: '499.50', mrp: '499.5', quantity: '0' })).toEqual({});
  });
});
