/**
 * `npx tsx scripts/bench-durability.ts`: what fsync costs on the embedded database's write
 * path. The same cart writes and checkouts run through the app on PGlite data directories with
 * fsync off (PGlite's default) and on (the shop's setting), one request at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beltLine, CART, createShop, ORDER, post } from '../test/commerce-factory';
import { createCustomer } from '../test/factories';
import { openDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/db/open';
import { variants, products } from '../src/db/schema/catalog';

const CART_WRITES = Number(process.env.BENCH_WRITES ?? 300);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 100);

async function measure(durable: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-durability-'));
  const handle = await openDatabase({ dataDir: path.join(dir, 'db'), durable });
  try {
    await handle.migrate(migrationsFolder());
    const shop = await createShop(handle.db);
    await handle.db.update(products).set({ stock: 1_000_000 });
    await handle.db.update(variants).set({ stock: 1_000_000 });
    let started = performance.now();
    for (let i = 0; i < CART_WRITES; i += 1) {
      const answer = await post(shop.app, `${CART}/set`, shop.shopper.token, {
        cart: [beltLine(shop, 1 + (i % 3))],
      });
      if (answer.status !== 200) throw new Error(`cart set: ${answer.status}`);
    }
    const cartMs = (performance.now() - started) / CART_WRITES;
    const shoppers = [];
    for (let i = 0; i < CHECKOUTS; i += 1) shoppers.push(await createCustomer(handle.db));
    started = performance.now();
    for (const shopper of shoppers) {
      await post(shop.app, `${CART}/set`, shopper.token, { cart: [beltLine(shop)] });
      const answer = await post(shop.app, `${ORDER}/checkout`, shopper.token, {});
      if (answer.status !== 200) throw new Error(`checkout: ${answer.status}`);
    }
    const checkoutMs = (performance.now() - started) / CHECKOUTS;
    return { cartMs, checkoutMs };
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const write = (line: string) => process.stdout.write(`${line}\n`);
for (const durable of [false, true]) {
  const { cartMs, checkoutMs } = await measure(durable);
  write(
    `fsync ${durable ? 'on ' : 'off'}: cart write ${cartMs.toFixed(1)} ms, cart write + checkout ${checkoutMs.toFixed(1)} ms`,
  );
}
