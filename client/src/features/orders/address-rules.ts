import type { OrderAddress } from '@contracts/orders';

/** The address form's texts (storefront §5; the server answers the same ones). */
export const ADDRESS_TEXT = {
  required: 'All Fields are required',
  pincode: 'Pincode must be 6 digits',
} as const;

export const EMPTY_ADDRESS: OrderAddress = {
  address: '',
  city: '',
  district: '',
  nearby: '',
  pincode: '',
};

/** The first reason the address cannot be used, or null: every field is required, pincode 6 digits. */
export function addressProblem(address: OrderAddress): string | null {
  if (Object.values(address).some((value) => value.trim() === '')) return ADDRESS_TEXT.required;
  if (!/^\d{6}$/.test(address.pincode.trim())) return ADDRESS_TEXT.pincode;
  return null;
}

/** The address as sent: every field trimmed. */
export function trimAddress(address: OrderAddress): OrderAddress {
  return {
    address: address.address.trim(),
    city: address.city.trim(),
    district: address.district.trim(),
    nearby: address.nearby.trim(),
    pincode: address.pincode.trim(),
  };
}
