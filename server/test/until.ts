/**
 * Waits until `done` holds (requests reach a server over real sockets, which takes longer on a
 * busy machine than any fixed pause): fails after 5 s.
 */
export async function until(done: () => boolean, what = 'the condition'): Promise<void> {
  for (const giveUpAt = Date.now() + 5000; !done();) {
    if (Date.now() > giveUpAt) throw new Error(`${what} did not hold within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
