import { z } from 'zod';
import { idSchema } from './common';
import { savedAddressFields, type SavedAddressFields } from './orders';

/** How many delivery addresses a shopper may keep. */
export const ADDRESS_LIMIT = 5;

export const ADDRESS_MESSAGES = {
  limit: `You can keep up to ${ADDRESS_LIMIT} addresses: delete one to add another`,
  notFound: 'Address not found',
} as const;

/** A saved delivery address; the list comes last used first (the one to preselect). */
export interface SavedAddress extends SavedAddressFields {
  _id: number;
}

export interface AddressesResponse {
  addresses: SavedAddress[];
}

const userId = z.string().optional();

/** POST /api/user/address/156/get */
export const addressesBody = z.object({ userId });
export type AddressesBody = z.input<typeof addressesBody>;

/** POST /api/user/address/156/add */
export const addAddressBody = z.object({ userId, address: savedAddressFields });
export type AddAddressBody = z.input<typeof addAddressBody>;

/** POST /api/user/address/156/update */
export const updateAddressBody = z.object({ userId, _id: idSchema, address: savedAddressFields });
export type UpdateAddressBody = z.input<typeof updateAddressBody>;

/** POST /api/user/address/156/delete */
export const deleteAddressBody = z.object({ userId, _id: idSchema });
export type DeleteAddressBody = z.input<typeof deleteAddressBody>;
