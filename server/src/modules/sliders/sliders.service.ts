import { asc } from 'drizzle-orm';
import type { Slider } from '../../contracts/products';
import type { Database } from '../../db/client';
import { sliders } from '../../db/schema/content';
import type { ReadCache } from '../../lib/read-cache';

/** The home page's main sliders. */
export function createSlidersService(db: Database, cache?: ReadCache) {
  async function load(): Promise<Slider[]> {
    const rows = await db.select().from(sliders).orderBy(asc(sliders.position), asc(sliders.id));
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      link: row.link,
      image: [row.desktopImage, row.mobileImage],
    }));
  }

  return {
    list(): Promise<Slider[]> {
      return cache ? cache.get('sliders', load) : load();
    },
    /** Straight from the database, past the read cache: what a write answers. */
    listFresh: load,
  };
}

export type SlidersService = ReturnType<typeof createSlidersService>;
