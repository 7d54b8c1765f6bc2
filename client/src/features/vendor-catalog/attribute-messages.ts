/** vendor.md §5: the attribute screen's texts, spelt as the spec spells them. */
export const ATTRIBUTE_FIELDS_REQUIRED = 'All fields are required';
export const VALUE_ALREADY_PRESENT = 'value is already present';
export const FIRST_DELETE_PRODUCTS = 'First Delete These Products or Varient';

/** 'Error: "Size" is used in Product Id's : 12 etc..': the first product id stands for all. */
export function attributeInUseMessage(attribute: string, productIds: number[]): string {
  return `Error: "${attribute}" is used in Product Id's : ${productIds[0] ?? ''} etc..`;
}
