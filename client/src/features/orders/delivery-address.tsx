import type { SavedAddress } from '@contracts/addresses';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { AddressFields } from './address-fields';
import { ADDRESS_LIMIT, addressSummary, type AddressForm } from './address-rules';
import { useDeleteAddressMutation } from './addresses-api';
import styles from './payment-page.module.css';

/** Which address the order goes to: a saved one, or the form (new, or editing a saved one). */
export type AddressChoice = { kind: 'saved'; id: number } | { kind: 'form'; editing?: number };

export interface DeliveryAddressProps {
  userId: string;
  saved: SavedAddress[];
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  form: AddressForm;
  onForm: (form: AddressForm) => void;
  /** Keep the new address for next time (offered while under the limit). */
  save: boolean;
  onSave: (save: boolean) => void;
}

export const fieldsOf = ({ _id: _, ...fields }: SavedAddress): AddressForm => fields;

/** The saved addresses to pick from (the last used preselected), and the form for a new one. */
export function DeliveryAddress(props: DeliveryAddressProps) {
  const { userId, saved, choice, onChoice, form, onForm, save, onSave } = props;
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [remove, { isLoading }] = useDeleteAddressMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ userId, _id: deleting._id });
    setDeleting(null);
    if (result.error) return notify('error', errorMessage(result.error));
    if (choice.kind === 'saved' && choice.id === deleting._id) {
      const next = result.data[0];
      onChoice(next ? { kind: 'saved', id: next._id } : { kind: 'form' });
    }
  };

  const onForm_ = choice.kind === 'form';
  return (
    <>
      {saved.length > 0 && (
        <fieldset className={styles.savedList}>
          <legend className="sr-only">Saved addresses</legend>
          {saved.map((address) => (
            <div key={address._id} className={styles.savedItem}>
              <label className={styles.savedChoice}>
                <input
                  type="radio"
                  name="saved-address"
                  checked={choice.kind === 'saved' && choice.id === address._id}
                  onChange={() => onChoice({ kind: 'saved', id: address._id })}
                />
                <span>
                  <strong>{address.name}</strong> · +91 {address.phone}
                  <span className={styles.savedLine}>{addressSummary(address)}</span>
                </span>
              </label>
              <span className={styles.savedActions}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit address of ${address.name}`}
                  onClick={() => {
                    onForm(fieldsOf(address));
                    onChoice({ kind: 'form', editing: address._id });
                  }}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete address of ${address.name}`}
                  onClick={() => setDeleting(address)}
                >
                  Delete
                </Button>
              </span>
            </div>
          ))}
          <label className={styles.savedItem}>
            <span className={styles.savedChoice}>
              <input
                type="radio"
                name="saved-address"
                checked={onForm_ && choice.editing === undefined}
                onChange={() => {
                  onForm({ ...form, ...EMPTY_NEW });
                  onChoice({ kind: 'form' });
                }}
              />
              <span>Deliver to a new address</span>
            </span>
          </label>
        </fieldset>
      )}
      {onForm_ && (
        <>
          <AddressFields value={form} onChange={onForm} />
          {choice.editing === undefined && saved.length < ADDRESS_LIMIT && (
            <Checkbox
              label="Save this address for next time"
              checked={save}
              onChange={(event) => onSave(event.target.checked)}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        message={deleting ? `${deleting.name}, ${addressSummary(deleting)}` : ''}
        busy={isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

const EMPTY_NEW = {
  name: '',
  phone: '',
  address: '',
  city: '',
  district: '',
  nearby: '',
  state: '',
  pincode: '',
};
