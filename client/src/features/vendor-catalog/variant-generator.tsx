import type { AttributeSummary } from '@contracts/products';
import { MAX_GENERATED_VARIANTS } from '@contracts/vendor-variants';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useGenerateVariantsMutation } from './vendor-products-api';
import admin from './admin.module.css';
import styles from './variants.module.css';

/** How many variants the chosen values make (the product of each attribute's count). */
export const combinationCount = (
  chosen: Record<number, string[]>,
  attributes: AttributeSummary[],
) => attributes.reduce((count, attribute) => count * (chosen[attribute._id]?.length ?? 0), 1);

/**
 * Every combination of the chosen values (e.g. 4 sizes × 5 colours = 20 varients) in one step,
 * with one price, MRP and stock for all; combinations the product has are skipped.
 */
export function VariantGenerator({
  productId,
  attributes,
}: {
  productId: number;
  attributes: AttributeSummary[];
}) {
  const [generate, { isLoading }] = useGenerateVariantsMutation();
  const [chosen, setChosen] = useState<Record<number, string[]>>({});
  const [price, setPrice] = useState('');
  const [mrp, setMrp] = useState('');
  const [stock, setStock] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const count = combinationCount(chosen, attributes);

  const toggle = (attributeId: number, value: string, on: boolean) => {
    const attribute = attributes.find((a) => a._id === attributeId)!;
    const current = new Set(chosen[attributeId] ?? []);
    if (on) current.add(value);
    else current.delete(value);
    // Keep the attribute's own order of values.
    setChosen({ ...chosen, [attributeId]: attribute.values.filter((v) => current.has(v)) });
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const numbers = [Number(price), Number(mrp), Number(stock)];
    let found: string | null = null;
    if (count === 0) found = 'Choose at least one value of each attribute';
    else if (count > MAX_GENERATED_VARIANTS)
      found = `At most ${MAX_GENERATED_VARIANTS} varients at a time`;
    else if (
      [price, mrp, stock].some((text) => text.trim() === '') ||
      numbers.some((n) => !(n >= 0))
    )
      found = 'Price, MRP and stock are required (0 or more)';
    else if (!Number.isInteger(numbers[2])) found = 'Stock must be a whole number';
    else if (numbers[1]! < numbers[0]!) found = 'MRP must not be less than the price';
    setProblem(found);
    if (found) return;
    const result = await generate({
      id: productId,
      body: {
        attributes: attributes.map((attribute) => ({
          attr_id: attribute._id,
          values: chosen[attribute._id]!,
        })),
        price: numbers[0]!,
        mrp: numbers[1]!,
        stock: numbers[2]!,
      },
    });
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    const made = result.data.created;
    notify(
      'success',
      made === count
        ? `${made} varients created`
        : `${made} varients created (${count - made} existed already)`,
    );
    setChosen({});
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={styles.generator}
      aria-label="Generate varients"
    >
      {attributes.map((attribute) => {
        const picked = chosen[attribute._id] ?? [];
        const all = picked.length === attribute.values.length;
        return (
          <fieldset key={attribute._id} className={styles.valueSet}>
            <legend className={styles.valueLegend}>
              {attribute.attribute}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() =>
                  setChosen({ ...chosen, [attribute._id]: all ? [] : [...attribute.values] })
                }
              >
                {all ? 'Clear' : 'Select all'}
                <span className="sr-only"> {attribute.attribute}</span>
              </button>
            </legend>
            <div className={styles.valueChips}>
              {attribute.values.map((value) => (
                <Checkbox
                  key={value}
                  label={value}
                  className={styles.valueChip}
                  checked={picked.includes(value)}
                  onChange={(event) => toggle(attribute._id, value, event.target.checked)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className={styles.generatorPricing}>
        <TextField
          label="Price (₹)"
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        <TextField
          label="MRP (₹)"
          inputMode="decimal"
          value={mrp}
          onChange={(event) => setMrp(event.target.value)}
        />
        <TextField
          label="Stock of each"
          inputMode="numeric"
          value={stock}
          onChange={(event) => setStock(event.target.value)}
        />
        <Button type="submit" loading={isLoading} disabled={count === 0}>
          {count === 0 ? 'Generate varients' : `Generate ${count} varient${count === 1 ? '' : 's'}`}
        </Button>
      </div>
      {problem && (
        <p role="alert" className={admin.errorBox}>
          {problem}
        </p>
      )}
    </form>
  );
}
