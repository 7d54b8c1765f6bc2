import type { SavedAddressFields } from '@contracts/orders';

/** The address form's texts (storefront §5; the server answers the same ones). */
export const ADDRESS_TEXT = {
  required: 'All Fields are required',
  pincode: 'Pincode must be 6 digits',
  phone: 'Enter a valid 10-digit mobile number',
} as const;

/** What the form collects: the spec's five fields plus who receives it, their phone and state. */
export type AddressForm = SavedAddressFields;

/** How many addresses a shopper may keep (ADDRESS_LIMIT of @contracts/addresses). */
export const ADDRESS_LIMIT = 5;

export const EMPTY_ADDRESS: AddressForm = {
  name: '',
  phone: '',
  address: '',
  city: '',
  district: '',
  nearby: '',
  state: '',
  pincode: '',
};

/** The first reason the address cannot be used, or null: every field is required. */
export function addressProblem(address: AddressForm): string | null {
  if (Object.values(address).some((value) => value.trim() === '')) return ADDRESS_TEXT.required;
  if (!/^[6-9]\d{9}$/.test(address.phone.trim())) return ADDRESS_TEXT.phone;
  if (!/^\d{6}$/.test(address.pincode.trim())) return ADDRESS_TEXT.pincode;
  return null;
}

/** The address as sent: every field trimmed. */
export function trimAddress(address: AddressForm): AddressForm {
  return {
    name: address.name.trim(),
    phone: address.phone.trim(),
    address: address.address.trim(),
    city: address.city.trim(),
    district: address.district.trim(),
    nearby: address.nearby.trim(),
    state: address.state,
    pincode: address.pincode.trim(),
  };
}

/** "Asha Rao, 12 MG Road, City Park, Pune, Pune - 411001" */
export function addressSummary(address: AddressForm): string {
  const parts = [address.address, address.nearby, address.city, address.district];
  return `${parts.filter(Boolean).join(', ')} - ${address.pincode}`;
}
