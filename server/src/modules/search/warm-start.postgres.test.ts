import { sql } from 'drizzle-orm';
import { createCategoryTree, createSimpleProduct } from '../../../test/catalog-factory';
import { cloneTemplate } from '../../../test/server-database';
import { startMain, stopChild, type RunningServer } from '../../../test/spawn-server';
import type { ItemsResponse } from '../../contracts/products';
import { openDatabase, type DatabaseHandle } from '../../db/client';

// The shop reads the search dictionary before it listens, so the first search after a start does
// not wait for it. Another writer on the same database (a second instance without Redis, a script)
// is what tells the two apart: a word it adds after the start is known to the first search only
// when that search read the dictionary itself. It needs a second writer, so the PGlite pass does
// not run this file.

const search = async (server: RunningServer, item: string) => {
  const answer = await fetch(`${server.url}/api/user/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item, count: 1, limit: 20, sortingMethod: 1 }),
  });
  expect(answer.status).toBe(200);
  const { items } = (await answer.json()) as ItemsResponse;
  return items.map((card) => card.productName);
};

describe('the search dictionary at start', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let handle: DatabaseHandle;
  let server: RunningServer | undefined;
  beforeEach(async () => {
    database = await cloneTemplate();
    handle = await openDatabase({ url: database.url, poolSize: 1 });
  });
  afterEach(async () => {
    await stopChild(server);
    server = undefined;
    await handle.close();
    await database.drop();
  });

  it('when the shop starts, then the dictionary is read before it listens', async () => {
    const tree = await createCategoryTree(handle.db, { category: 'Women', sub: 'Kurtas' });
    await createSimpleProduct(handle.db, tree, { name: 'Cotton Kurta' });
    const dupattas = await createCategoryTree(handle.db, { category: 'Wraps', sub: 'Dupattas' });
    server = await startMain({ DATABASE_URL: database.url });
    // Added after the start by another writer, no change announced.
    await createSimpleProduct(handle.db, dupattas, { name: 'Zardozi Dupatta' });

    expect(await search(server, 'kurtaa')).toEqual(['Cotton Kurta']);
    // Read at start, the dictionary does not have the new word yet (DICTIONARY_REFRESH_MS).
    expect(await search(server, 'zardosi')).toEqual([]);
    // The word itself is found in the products' words all the same.
    expect(await search(server, 'zardozi')).toEqual(['Zardozi Dupatta']);
  });

  it('when the dictionary cannot be read at start, then the shop starts, says so, and the first search reads it', async () => {
    const tree = await createCategoryTree(handle.db, { category: 'Women', sub: 'Kurtas' });
    await createSimpleProduct(handle.db, tree, { name: 'Cotton Kurta' });
    await handle.db.execute(sql`alter table search_terms rename to search_terms_away`);
    try {
      server = await startMain({ DATABASE_URL: database.url });
    } finally {
      await handle.db.execute(sql`alter table search_terms_away rename to search_terms`);
    }
    expect(server.stdout()).toContain('the search dictionary could not be read at start');
    expect(await search(server, 'kurtaa')).toEqual(['Cotton Kurta']);
  });
});
