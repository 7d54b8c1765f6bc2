import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { PlusIcon } from '@/components/page-icons';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-error';
import { ATTRIBUTE_FIELDS_REQUIRED } from './attribute-messages';
import { reportSave } from './report';
import { useInsertAttributeMutation } from './vendor-attributes-api';
import { Panel } from './panel';
import admin from './admin.module.css';
import styles from './attributes-page.module.css';

/** A new attribute: a name and its values, comma-separated. */
export function CreateAttributeCard({ className }: { className?: string }) {
  const [insertAttribute, { isLoading }] = useInsertAttributeMutation();
  const [name, setName] = useState('');
  const [values, setValues] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hasValue = values.split(',').some((value) => value.trim());
    if (!name.trim() || !hasValue) {
      setProblem(ATTRIBUTE_FIELDS_REQUIRED);
      return;
    }
    const result = await insertAttribute({ attribute: name.trim(), values });
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    setProblem(null);
    reportSave(result);
    setName('');
    setValues('');
  };

  return (
    <Panel aria-labelledby="create-attribute-title" className={className}>
      <h2 id="create-attribute-title" className={admin.cardTitle}>
        New attribute
      </h2>
      <p className={admin.cardText}>For example Size with S, M, L, XL.</p>
      <form
        className={`${admin.formStack} ${styles.createForm}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label="Attribute name"
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Values"
          hint="Comma-separated, e.g. S, M, L, XL"
          value={values}
          onChange={(event) => setValues(event.target.value)}
        />
        {problem && (
          <p role="alert" className={admin.errorBox}>
            {problem}
          </p>
        )}
        <Button type="submit" icon={<PlusIcon size={18} />} loading={isLoading}>
          Create attribute
        </Button>
      </form>
    </Panel>
  );
}
