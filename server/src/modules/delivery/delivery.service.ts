import { asc } from 'drizzle-orm';
import { DELIVERY_MESSAGES, type DeliveryArea, type PincodeCheck } from '../../contracts/delivery';
import type { Database } from '../../db/client';
import { deliveryAreas } from '../../db/schema/content';
import { Conflict } from '../../http/errors';
import type { ReadCache } from '../../lib/read-cache';
import type { VendorService } from '../vendor/vendor.service';

/** The longest listed prefix of the pincode, if any. */
export function matchArea(areas: DeliveryArea[], pincode: string): DeliveryArea | undefined {
  let best: DeliveryArea | undefined;
  for (const area of areas) {
    if (pincode.startsWith(area.prefix) && area.prefix.length > (best?.prefix.length ?? 0))
      best = area;
  }
  return best;
}

/** Where the shop delivers and offers cash on delivery (the owner's pincode list). */
export function createDeliveryService(
  db: Database,
  vendors: Pick<VendorService, 'isCodEnabled'>,
  cache?: ReadCache,
) {
  async function load(): Promise<DeliveryArea[]> {
    return db
      .select({ prefix: deliveryAreas.prefix, cod: deliveryAreas.cod })
      .from(deliveryAreas)
      .orderBy(asc(deliveryAreas.prefix));
  }
  const areas = () => (cache ? cache.get('delivery-areas', load) : load());

  async function check(pincode: string): Promise<PincodeCheck> {
    const [list, codOn] = await Promise.all([areas(), vendors.isCodEnabled()]);
    if (list.length === 0) return { pincode, delivery: true, cod: codOn };
    const area = matchArea(list, pincode);
    return { pincode, delivery: !!area, cod: !!area && area.cod && codOn };
  }

  return {
    /** The owner's list, by prefix (uncached: the admin edits it). */
    list: load,

    check,

    /** Replaces the whole list at once. */
    async replace(next: DeliveryArea[]): Promise<DeliveryArea[]> {
      await db.transaction(async (tx) => {
        await tx.delete(deliveryAreas);
        if (next.length > 0) await tx.insert(deliveryAreas).values(next);
      });
      cache?.delete('delivery-areas');
      return load();
    },

    /**
     * The payment's check: refuses a pincode the shop does not deliver to, and cash on delivery
     * where the list turns it off (the owner's shop-wide COD switch is checked by the caller).
     */
    async assertDeliverable(pincode: string, cashOnDelivery: boolean): Promise<void> {
      const list = await load();
      if (list.length === 0) return;
      const area = matchArea(list, pincode);
      if (!area) throw new Conflict(DELIVERY_MESSAGES.notServed(pincode));
      if (cashOnDelivery && !area.cod) throw new Conflict(DELIVERY_MESSAGES.noCodHere(pincode));
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
