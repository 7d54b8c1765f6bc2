/** Paise (as stored) to rupees (as the API shows them). */
export function toRupees(paise: number | null | undefined): number | null {
  return paise === null || paise === undefined ? null : Number(paise) / 100;
}

/** Rupees from a request to whole paise; refuses fractions of a paisa. */
export function toPaise(rupees: number): number {
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6)
    throw new RangeError('amount has more than 2 decimals');
  return paise;
}
