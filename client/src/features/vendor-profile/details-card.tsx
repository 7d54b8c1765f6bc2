import type { VendorProfile } from '@contracts/vendor-profile';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { reportSave } from '@/features/vendor-catalog/report';
import { Panel } from '@/features/vendor-catalog/panel';
import admin from '../vendor-catalog/admin.module.css';
import { NAME_REQUIRED, NAME_UPDATED, NUMBER_INVALID, NUMBER_UPDATED } from './profile-messages';
import { useUpdateVendorNameMutation, useUpdateVendorNumberMutation } from './vendor-profile-api';
import styles from './vendor-profile-page.module.css';

/** The vendor's name and login number, each saved on its own. */
export function DetailsCard({ profile }: { profile: VendorProfile }) {
  const [updateName, nameState] = useUpdateVendorNameMutation();
  const [updateNumber, numberState] = useUpdateVendorNumberMutation();
  const [name, setName] = useState(profile.name);
  const [number, setNumber] = useState(profile.phone);
  const [nameError, setNameError] = useState<string | null>(null);
  const [numberError, setNumberError] = useState<string | null>(null);

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() ? null : NAME_REQUIRED;
    setNameError(problem);
    if (!problem) reportSave(await updateName({ name: name.trim() }), NAME_UPDATED);
  };

  const saveNumber = async (event: FormEvent) => {
    event.preventDefault();
    const problem = /^[6-9]\d{9}$/.test(number.trim()) ? null : NUMBER_INVALID;
    setNumberError(problem);
    if (!problem) reportSave(await updateNumber({ number: number.trim() }), NUMBER_UPDATED);
  };

  return (
    <Panel aria-labelledby="details-title">
      <h2 id="details-title" className={admin.cardTitle}>
        Your details
      </h2>
      <p className={admin.cardText}>Your number is also your login.</p>
      <form className={styles.inline} onSubmit={(event) => void saveName(event)} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={60}
          autoComplete="name"
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={nameState.isLoading}>
          Save name
        </Button>
      </form>
      <form className={styles.inline} onSubmit={(event) => void saveNumber(event)} noValidate>
        <TextField
          label="Number"
          value={number}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={10}
          error={numberError}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={numberState.isLoading}>
          Save number
        </Button>
      </form>
    </Panel>
  );
}
