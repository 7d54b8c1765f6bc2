/** Demo shoppers and what they wrote; every demo shopper signs in with DEMO_CUSTOMER_PASSWORD. */
export const DEMO_CUSTOMER_PASSWORD = 'demo-shopper-2026';

/** [name, 10-digit mobile number]; none is the default vendor number 9876543210. */
export const DEMO_CUSTOMERS: readonly (readonly [string, string])[] = [
  ['Aarav Sharma', '9810012345'],
  ['Priya Nair', '9845023456'],
  ['Rohan Mehta', '9820034567'],
  ['Ananya Iyer', '9884045678'],
  ['Vikram Singh', '8826056789'],
  ['Sneha Reddy', '8977067890'],
  ['Arjun Patel', '7874078901'],
  ['Kavya Menon', '9447089012'],
  ['Ishaan Gupta', '9899090123'],
  ['Meera Joshi', '9422001234'],
  ['Aditya Rao', '8105012340'],
  ['Diya Banerjee', '7003023451'],
];

/** Review texts by how happy the shopper was: rate_halves 9–10, 7–8, and 6 or below. */
export const REVIEW_TEXTS = {
  loved: [
    'Absolutely love it! The fabric feels premium and the fit is perfect.',
    'Exactly as shown in the pictures. Got so many compliments at the family function.',
    'Great quality for the price. Ordering another colour for sure.',
    'Super comfortable, wore it all day without any trouble. Highly recommended.',
    'Colour is rich and has not faded after several washes.',
    'Bought it for my brother and he loved it. Packaging was neat too.',
    'Fits true to size. Stitching is clean and the finish is excellent.',
    'Worth every rupee. Delivery was quick as well.',
    '',
  ],
  liked: [
    'Good product, fits well. The colour is slightly darker than in the photo.',
    'Nice quality, but I would suggest taking one size up.',
    'Comfortable and looks good. Delivery took a couple of days longer than expected.',
    'Decent for daily wear. Would buy again in a sale.',
    'Material is good, the fit is a little loose around the shoulders.',
    'Value for money. Not premium, but does the job well.',
    '',
  ],
  meh: [
    'Average quality. The fabric is thinner than I expected.',
    'Size runs small, had to exchange it. Exchange was smooth though.',
    'Colour looked different in person. Okay for the price.',
  ],
} as const;

export function reviewTextFor(rateHalves: number, pick: number): string {
  const pool =
    rateHalves >= 9 ? REVIEW_TEXTS.loved : rateHalves >= 7 ? REVIEW_TEXTS.liked : REVIEW_TEXTS.meh;
  return pool[Math.floor(pick * pool.length)] ?? '';
}
