import { ADDRESS_LIMIT, ADDRESS_MESSAGES, type SavedAddress } from '../../contracts/addresses';
import type { SavedAddressFields } from '../../contracts/orders';
import type { Database } from '../../db/client';
import { lockShopper } from '../../db/shopper-lock';
import { transact } from '../../db/transactions';
import { Conflict, NotFound } from '../../http/errors';
import * as repo from './addresses.repository';

/** The shopper's saved delivery addresses: up to ADDRESS_LIMIT, the last used one first. */
export function createAddressesService(db: Database, now: () => Date = () => new Date()) {
  async function list(customerId: string): Promise<SavedAddress[]> {
    const rows = await repo.listAddresses(db, customerId);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      phone: row.phone,
      address: row.address,
      nearby: row.nearby,
      city: row.city,
      district: row.district,
      state: row.state,
      pincode: row.pincode,
    }));
  }

  return {
    list,

    /** Keeps a new address (refused at the limit; the count is read under the shopper's lock). */
    async add(customerId: string, fields: SavedAddressFields): Promise<SavedAddress[]> {
      await transact(db, async (tx) => {
        await lockShopper(tx, customerId);
        if ((await repo.countAddresses(tx, customerId)) >= ADDRESS_LIMIT)
          throw new Conflict(ADDRESS_MESSAGES.limit);
        await repo.insertAddress(tx, customerId, fields, now());
      });
      return list(customerId);
    },

    async update(customerId: string, id: number, fields: SavedAddressFields) {
      if (!(await repo.updateAddress(db, customerId, id, fields)))
        throw new NotFound(ADDRESS_MESSAGES.notFound);
      return list(customerId);
    },

    async remove(customerId: string, id: number) {
      if (!(await repo.deleteAddress(db, customerId, id)))
        throw new NotFound(ADDRESS_MESSAGES.notFound);
      return list(customerId);
    },

    /** The shopper delivered to this saved address: it is preselected next time. */
    async markUsed(customerId: string, id: number, tx: Database = db): Promise<void> {
      if (!(await repo.updateAddress(tx, customerId, id, { lastUsedAt: now() })))
        throw new NotFound(ADDRESS_MESSAGES.notFound);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
