// negotiator 1.x ships no types (@types/negotiator describes 0.6): what the shop uses of it.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The client's most wanted of `available`; on a tie of q-values, the first of `preferred`. */
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
}
