import { shopSettingsBody, type CategoryTax, type ShopSettings } from '@contracts/invoices';
import { INDIAN_STATES } from '@contracts/indian-states';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { Panel } from '@/features/vendor-catalog/panel';
import { reportSave } from '@/features/vendor-catalog/report';
import admin from '../vendor-catalog/admin.module.css';
import {
  useGetShopSettingsQuery,
  useSetCategoryTaxMutation,
  useUpdateShopSettingsMutation,
} from './shop-settings-api';
import styles from './vendor-profile-page.module.css';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...INDIAN_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
];
export const SETTINGS_SAVED = 'Invoice details saved';
export const TAX_SAVED = 'Tax saved';

/** The seller's details every tax invoice prints, and each category's HSN code and GST rate. */
export function TaxSettingsCard() {
  const { data } = useGetShopSettingsQuery();
  return (
    <Panel aria-labelledby="tax-title">
      <h2 id="tax-title" className={admin.cardTitle}>
        Tax invoice
      </h2>
      <p className={admin.cardText}>
        Printed on every GST invoice. Invoice numbers run without gaps per financial year, e.g.{' '}
        {data?.settings.invoicePrefix ?? 'VS'}/2026-27/000001.
      </p>
      {data && (
        <>
          <SellerForm settings={data.settings} />
          <h3 className={styles.subTitle}>HSN code and GST rate by category</h3>
          <p className={admin.cardText}>A product can override these on its update page.</p>
          <div className={styles.taxRows}>
            {data.categories.map((category) => (
              <CategoryTaxRow key={category._id} category={category} />
            ))}
          </div>
        </>
      )}
    </Panel>
  );
}

function SellerForm({ settings }: { settings: ShopSettings }) {
  const [values, setValues] = useState(settings);
  const [errors, setErrors] = useState<Partial<Record<keyof ShopSettings, string>>>({});
  const [update, state] = useUpdateShopSettingsMutation();
  const set = (key: keyof ShopSettings) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shopSettingsBody.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ShopSettings;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setValues(parsed.data);
    reportSave(await update(parsed.data), SETTINGS_SAVED);
  };

  return (
    <form className={styles.stack} onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label="Legal name"
        value={values.legalName}
        maxLength={120}
        error={errors.legalName}
        onChange={set('legalName')}
      />
      <TextArea
        label="Address"
        value={values.address}
        maxLength={400}
        rows={2}
        onChange={set('address')}
      />
      <div className={styles.pair}>
        <Select
          label="State"
          value={values.stateCode}
          options={STATE_OPTIONS}
          error={errors.stateCode}
          onChange={set('stateCode')}
        />
        <TextField
          label="GSTIN"
          value={values.gstin}
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.gstin}
          onChange={set('gstin')}
        />
      </div>
      <TextField
        label="Invoice prefix"
        value={values.invoicePrefix}
        maxLength={6}
        hint="Letters or digits; a new prefix starts its own series."
        error={errors.invoicePrefix}
        onChange={set('invoicePrefix')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={state.isLoading}>
          Save invoice details
        </Button>
      </div>
    </form>
  );
}

function CategoryTaxRow({ category }: { category: CategoryTax }) {
  const [hsn, setHsn] = useState(category.hsnCode);
  const [rate, setRate] = useState(String(category.gstRate));
  const [error, setError] = useState<string | null>(null);
  const [setTax, state] = useSetCategoryTaxMutation();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const gstRate = Number(rate);
    if (!/^(\d{4}|\d{6}|\d{8})?$/.test(hsn.trim()))
      return setError('HSN code must be 4, 6 or 8 digits');
    if (rate.trim() === '' || !Number.isFinite(gstRate) || gstRate < 0 || gstRate > 28)
      return setError('GST rate is 0 to 28 %');
    setError(null);
    reportSave(await setTax({ categoryId: category._id, hsnCode: hsn.trim(), gstRate }), TAX_SAVED);
  };
  return (
    <form
      className={styles.taxRow}
      aria-label={`Tax of ${category.name}`}
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <span className={styles.taxName}>{category.name}</span>
      <TextField
        label="HSN"
        value={hsn}
        inputMode="numeric"
        maxLength={8}
        onChange={(event) => setHsn(event.target.value)}
      />
      <TextField
        label="GST %"
        value={rate}
        inputMode="decimal"
        maxLength={5}
        onChange={(event) => setRate(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" loading={state.isLoading}>
        Save
      </Button>
      {error && (
        <p role="alert" className={styles.taxError}>
          {error}
        </p>
      )}
    </form>
  );
}
