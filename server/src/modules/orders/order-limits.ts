/** Bounds on the stock one shopper can hold without paying (settings, see .env.example). */
export interface OrderLimits {
  /** Units of one product or variant in one order; the cart refuses more. */
  unitsPerLine: number;
  /** Checkouts one shopper may start in an hour (counted in the orders table). */
  checkoutsPerHour: number;
  /** Cash-on-delivery orders placed but not yet delivered or canceled. */
  openCodOrders: number;
}

export const ORDER_LIMIT_MESSAGES = {
  tooManyCheckouts: 'Too many checkouts in the last hour, please try again later',
  openCod: (max: number) =>
    `You already have ${max} cash-on-delivery orders on their way: please pay this one online`,
} as const;
