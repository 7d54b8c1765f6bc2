import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { attributes, attributeValues, products, variants } from '../../db/schema/catalog';
import { createCategoryTree, createVariableProduct } from '../../../test/catalog-factory';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';

// value_keys (migration 0028) is worked out again at the commit of every change to the
// attributes or their values. Owners' edits that overlap on the PostgreSQL server (a pool of
// connections, so the transactions really run at once) must each leave it whole, and must not
// wait on each other for it. Runs only with DATABASE_URL (jest.config.js).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

type Transaction = Parameters<Parameters<TestDatabase['db']['transaction']>[0]>[0];

/** A transaction that runs `first`, then stays open until `commit()`. */
function heldOpen(first: (tx: Transaction) => Promise<void>) {
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  let release!: (last?: (tx: Transaction) => Promise<void>) => void;
  const released = new Promise<((tx: Transaction) => Promise<void>) | undefined>(
    (resolve) => (release = resolve),
  );
  const done = database.db.transaction(async (tx) => {
    await first(tx);
    ready();
    const last = await released;
    await last?.(tx);
  });
  /** Commits, after running `last` in the transaction if given. */
  const commit = (last?: (tx: Transaction) => Promise<void>) => release(last);
  return { started, done, commit };
}

/** Waits until `settled` is done or a statement of this database waits on a lock. */
async function settledOrWaiting(settled: Promise<unknown>) {
  let finished = false;
  void settled.then(
    () => (finished = true),
    () => (finished = true),
  );
  const waiting = async () =>
    rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`,
      ),
    )[0]!.n;
  for (let tries = 0; tries < 200; tries += 1) {
    if (finished) return 'done';
    if ((await waiting()) > 0) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return 'neither';
}

const keysOf = async () =>
  rowsOf<{ value: string; key: number }>(
    await database.db.execute(sql`select value, key from value_keys order by id`),
  );

it('when two owners add the same value name to two attributes at once, then both values share its key', async () => {
  const db = database.db;
  const [size, kurtaSize] = await db
    .insert(attributes)
    .values([{ name: 'Size' }, { name: 'Kurta Size' }])
    .returning();
  await db.insert(attributeValues).values({ attributeId: size!.id, value: 'M', position: 1 });
  // The first edit's keys are worked out (its commit's work, asked for early), and it stays open.
  const first = heldOpen(async (tx) => {
    await tx.insert(attributeValues).values({ attributeId: size!.id, value: 'XS', position: 0 });
    await tx.execute(sql`set constraints value_keys_by_value immediate`);
  });
  await first.started;
  const second = db
    .insert(attributeValues)
    .values({ attributeId: kurtaSize!.id, value: 'XS', position: 0 })
    .execute();
  // The second edit's commit waits for the first's, then reads what it committed.
  expect(await settledOrWaiting(second)).toBe('waiting');
  first.commit();
  await Promise.all([first.done, second]);

  const keys = await keysOf();
  // Whether another value has the same key: the two XS do, M alone.
  const shared = (key: number) => keys.filter((row) => row.key === key).length > 1;
  expect(keys.map((row) => `${row.value} ${shared(row.key)}`)).toEqual([
    'M false',
    'XS true',
    'XS true',
  ]);
  expect(new Set(keys.filter((row) => row.value === 'XS').map((row) => row.key)).size).toBe(1);
});

it('when two owners edit one attribute at once, then neither waits on the keys while holding what the other needs', async () => {
  const db = database.db;
  const [size] = await db.insert(attributes).values({ name: 'Size' }).returning();
  const [, large] = await db
    .insert(attributeValues)
    .values([
      { attributeId: size!.id, value: 'M', position: 1 },
      { attributeId: size!.id, value: 'L', position: 2 },
    ])
    .returning();
  // One renames the attribute and will then move L; the other deletes L meanwhile.
  const first = heldOpen(async (tx) => {
    await tx.update(attributes).set({ name: 'Sizes' }).where(eq(attributes.id, size!.id));
  });
  await first.started;
  const second = db.delete(attributeValues).where(eq(attributeValues.id, large!.id)).execute();
  expect(await settledOrWaiting(second)).toBe('done');
  first.commit(async (tx) => {
    await tx.update(attributeValues).set({ position: 0 }).where(eq(attributeValues.id, large!.id));
  });
  await Promise.all([first.done, second]);
  expect((await keysOf()).map((row) => row.value)).toEqual(['M']);
});

it('when an owner renames a value while a product with it is being written, then the product gets the new key', async () => {
  const db = database.db;
  const tree = await createCategoryTree(db, { category: 'Men', sub: 'Topwear' });
  const tee = await createVariableProduct(db, tree, [{ size: 'M', colour: 'Red' }]);
  const shirt = await createVariableProduct(db, tree, [{ size: 'M', colour: 'Blue' }], {
    name: 'Oxford Shirt',
  });
  const teeM = tee.attrs.sizeValues[0]!;
  // The shirt's M, which shares the tee's key, is given a price in a write that stays open: its
  // product's facets are written with the key as it is.
  const writing = heldOpen(async (tx) => {
    await tx
      .update(variants)
      .set({ pricePaise: 55000 })
      .where(eq(variants.id, shirt.variants[0]!.id));
  });
  await writing.started;
  // Renaming the tee's M gives the shirt's M a key of its own: the rename's commit waits for the
  // write, whose rows it then rewrites.
  const renaming = db
    .update(attributeValues)
    .set({ value: 'L' })
    .where(eq(attributeValues.id, teeM.id))
    .execute();
  expect(await settledOrWaiting(renaming)).toBe('waiting');
  writing.commit();
  await Promise.all([writing.done, renaming]);

  const stored = rowsOf<{ product_id: number; key_ids: number[] }>(
    await db.execute(sql`select product_id, key_ids from product_facets order by product_id`),
  );
  const expected = rowsOf<{ product_id: number; key_ids: number[] }>(
    await db.execute(
      sql`select product_id, key_ids from product_facets_of(array(select id from products))
        order by product_id`,
    ),
  );
  expect(stored).toEqual(expected);
  const shirtM = shirt.attrs.sizeValues[0]!;
  expect(stored.find((row) => row.product_id === shirt.product.id)?.key_ids).toContain(shirtM.id);
});

it('when products are deleted while the keys are refreshed, then the deletion waits before it holds any of their rows', async () => {
  const db = database.db;
  const tree = await createCategoryTree(db, { category: 'Men', sub: 'Topwear' });
  const shirt = await createVariableProduct(db, tree, [{ size: 'M', colour: 'Blue' }]);
  // A refresh of the keys holds value_keys as this does, and would next rewrite product rows.
  const refreshing = heldOpen(async (tx) => {
    await tx.execute(sql`lock table value_keys in share row exclusive mode`);
  });
  await refreshing.started;
  const deleting = db.delete(products).where(eq(products.id, shirt.product.id)).execute();
  expect(await settledOrWaiting(deleting)).toBe('waiting');
  // Its product_facets row is not yet taken by the deletion's cascade, which the refresh would
  // wait on while the deletion waits on it.
  const free = await db.execute(
    sql`select product_id from product_facets where product_id = ${shirt.product.id}
      for update skip locked`,
  );
  expect(rowsOf(free)).toHaveLength(1);
  refreshing.commit();
  await Promise.all([refreshing.done, deleting]);
  expect(rowsOf(await db.execute(sql`select product_id from product_facets`))).toEqual([]);
});
