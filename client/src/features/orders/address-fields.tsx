import type { OrderAddress } from '@contracts/orders';
import type { ChangeEvent } from 'react';
import { TextField } from '@/components/text-field';
import styles from './payment-page.module.css';

export interface AddressFieldsProps {
  value: OrderAddress;
  onChange: (value: OrderAddress) => void;
}

/** Address, nearby landmark, city, district and a 6-digit pincode (all required). */
export function AddressFields({ value, onChange }: AddressFieldsProps) {
  const field = (name: keyof OrderAddress) => ({
    name,
    value: value[name],
    required: true,
    maxLength: 200,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <div className={styles.fields}>
      <TextField
        label="Address"
        placeholder="House no., building, street"
        autoComplete="street-address"
        className={styles.wide}
        {...field('address')}
      />
      <TextField
        label="Nearby"
        placeholder="Landmark, e.g. near City Mall"
        className={styles.wide}
        {...field('nearby')}
      />
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <TextField label="District" {...field('district')} />
      <TextField
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="6 digits"
        {...field('pincode')}
        maxLength={6}
      />
    </div>
  );
}
