import { gstinCheckChar, gstinProblem } from '../../contracts/invoices';
import { documentNumber, financialYearOf, placeOfSupply, sumTax, taxOfLine } from './gst-tax';

describe('tax on tax-inclusive prices', () => {
  it('when a line costs ₹1,050 at 5 %, then the taxable value is ₹1,000 and the tax ₹50, split 25 + 25 within the state', () => {
    expect(taxOfLine({ amountPaise: 105_000, gstRateBp: 500 }, true)).toEqual({
      amountPaise: 105_000,
      taxablePaise: 100_000,
      cgstPaise: 2_500,
      sgstPaise: 2_500,
      igstPaise: 0,
    });
  });

  it('when the taxable value falls between paise, then it is rounded half up and the tax is the rest', () => {
    // ₹499 at 5 %: 49900 / 1.05 = 47523.809… → 47524; tax 2376 = 1188 + 1188.
    expect(taxOfLine({ amountPaise: 49_900, gstRateBp: 500 }, true)).toMatchObject({
      taxablePaise: 47_524,
      cgstPaise: 1_188,
      sgstPaise: 1_188,
    });
    // ₹599 at 12 %: 59900 / 1.12 = 53482.142… → 53482; tax 6418 = 3209 + 3209.
    expect(taxOfLine({ amountPaise: 59_900, gstRateBp: 1200 }, true)).toMatchObject({
      taxablePaise: 53_482,
      cgstPaise: 3_209,
      sgstPaise: 3_209,
    });
    // Exactly half a paisa rounds up: 3 paise at 20 % → 2.5 → 3 taxable, no tax.
    expect(taxOfLine({ amountPaise: 3, gstRateBp: 2000 }, false)).toMatchObject({
      taxablePaise: 3,
      igstPaise: 0,
    });
  });

  it('when the tax is an odd number of paise, then CGST takes the extra paisa and SGST the rest', () => {
    // ₹100 at 18 %: 10000 / 1.18 = 8474.576… → 8475; tax 1525 → CGST 763, SGST 762.
    expect(taxOfLine({ amountPaise: 10_000, gstRateBp: 1800 }, true)).toEqual({
      amountPaise: 10_000,
      taxablePaise: 8_475,
      cgstPaise: 763,
      sgstPaise: 762,
      igstPaise: 0,
    });
  });

  it('when the buyer is in another state, then the whole tax is IGST', () => {
    expect(taxOfLine({ amountPaise: 10_000, gstRateBp: 1800 }, false)).toEqual({
      amountPaise: 10_000,
      taxablePaise: 8_475,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_525,
    });
  });

  it('when many odd lines add up, then taxable value + taxes equal the amount charged to the paisa', () => {
    const amounts = [49_900, 54_900, 59_900, 1, 99_999, 123_457, 7];
    const rates = [500, 1200, 1800, 500, 2800, 300, 0];
    for (const intra of [true, false]) {
      const lines = amounts.map((amountPaise, i) =>
        taxOfLine({ amountPaise, gstRateBp: rates[i]! }, intra),
      );
      const total = sumTax(lines);
      const charged = amounts.reduce((a, b) => a + b, 0);
      expect(total.amountPaise).toBe(charged);
      expect(total.taxablePaise + total.cgstPaise + total.sgstPaise + total.igstPaise).toBe(
        charged,
      );
      for (const line of lines) expect(line.taxablePaise).toBeLessThanOrEqual(line.amountPaise);
    }
  });

  it('when the rate is 0 %, then there is no tax', () => {
    expect(taxOfLine({ amountPaise: 12_345, gstRateBp: 0 }, true)).toMatchObject({
      taxablePaise: 12_345,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });
});

describe('place of supply', () => {
  it('when the buyer is in the seller’s state, then the supply is intra-state', () => {
    expect(placeOfSupply('27', '27')).toEqual({ place: '27', assumed: false, intraState: true });
  });
  it('when the buyer is in another state, then it is inter-state', () => {
    expect(placeOfSupply('27', '29')).toEqual({ place: '29', assumed: false, intraState: false });
  });
  it('when the address names no state, then the seller’s state is assumed (intra-state)', () => {
    expect(placeOfSupply('27', undefined)).toEqual({
      place: '27',
      assumed: true,
      intraState: true,
    });
  });
});

describe('financial year (Asia/Kolkata)', () => {
  it('when it is 31 March 23:59 in India, then the year is the one ending; at 1 April 00:00 the next begins', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-24T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('when numbers are formatted, then invoices read VS/2026-27/000123 and credit notes VS-CN/2026-27/000007', () => {
    expect(documentNumber('invoice', 'VS', '2026-27', 123)).toBe('VS/2026-27/000123');
    expect(documentNumber('credit-note', 'VS', '2026-27', 7)).toBe('VS-CN/2026-27/000007');
  });
});

describe('GSTIN', () => {
  it('when the GSTIN is well formed, of the shop’s state and its check character right, then it is accepted', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeUndefined();
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });
  it('when the state code differs, the shape is wrong or the check character is wrong, then it is refused with a reason', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toMatch(/state/);
    expect(gstinProblem('27AAPFU0939F1Z', '27')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1ZW', '27')).toMatch(/check character/);
  });
});
