import { INDIAN_STATES } from '@contracts/indian-states';
import type { ChangeEvent } from 'react';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import type { AddressForm } from './address-rules';
import styles from './payment-page.module.css';

export interface AddressFieldsProps {
  value: AddressForm;
  onChange: (value: AddressForm) => void;
}

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state', disabled: true },
  ...INDIAN_STATES.map((state) => ({ value: state.code, label: state.name })),
];

/** Name, phone, address, landmark, city, district, state and a 6-digit pincode (all required). */
export function AddressFields({ value, onChange }: AddressFieldsProps) {
  const field = (name: keyof AddressForm) => ({
    name,
    value: value[name],
    required: true,
    maxLength: 200,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <div className={styles.fields}>
      <TextField label="Full name" autoComplete="name" {...field('name')} maxLength={100} />
      <TextField
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        {...field('phone')}
        maxLength={10}
      />
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
      <Select label="State" options={STATE_OPTIONS} {...field('state')} />
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
