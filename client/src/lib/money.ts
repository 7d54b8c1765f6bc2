/**
 * The en-IN rupee format (₹, Indian digit grouping) written out rather than through
 * Intl.NumberFormat: building the first ICU formatter costs a phone ~150 ms of main thread on the
 * page's first render (Lighthouse's 4× slowdown). money.test.ts checks it against Intl.
 */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/** Rupees in the Indian format: 1299 → "₹1,299", 1299.5 → "₹1,299.50". */
export function formatMoney(rupees: number): string {
  if (!Number.isFinite(rupees)) return '';
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  const amount = Math.abs(rupees);
  if (Number.isInteger(amount)) return `${sign}₹${indianGrouping(BigInt(amount).toString())}`;
  // Rounded half away from zero on the decimal the number prints as (1.005 → 1.01), like Intl.
  const paise = BigInt(Math.round(Number((amount * 100).toPrecision(15))));
  const fraction = (paise % 100n).toString().padStart(2, '0');
  return `${sign}₹${indianGrouping((paise / 100n).toString())}.${fraction}`;
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
