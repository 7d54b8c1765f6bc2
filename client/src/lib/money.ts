const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees in the Indian format: 1299 → "₹1,299", 1299.5 → "₹1,299.50". */
export function formatMoney(rupees: number): string {
  if (!Number.isFinite(rupees)) return '';
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : rupeesAndPaise.format(rupees);
}

/**
 * Discount percent = (mrp - price) / mrp × 100, rounded to `decimals` (1 on cards, 0 on the
 * product page). Null when there is no real discount to show.
 */
export function discountPercent(price: number, mrp: number, decimals: number): string | null {
  if (!(mrp > 0) || !(price >= 0) || price >= mrp) return null;
  return (((mrp - price) / mrp) * 100).toFixed(decimals);
}

/**
 * A range's deepest discount, rounded to `decimals`, for "Up to N% off"; null when it rounds to
 * nothing.
 */
export function upToPercent(percent: number | undefined, decimals: number): string | null {
  if (percent === undefined || !(percent > 0) || !(percent < 100)) return null;
  const shown = percent.toFixed(decimals);
  return Number(shown) > 0 ? shown : null;
}

/** A variable product's price range: "₹799 – ₹1,499", or one price when both ends agree. */
export function formatPriceRange(min: number, max: number): string {
  if (!(max > min)) return formatMoney(min);
  return `${formatMoney(min)} – ${formatMoney(max)}`;
}
