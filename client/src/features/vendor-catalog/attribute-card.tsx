import type { AttributeSummary } from '@contracts/products';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CloseIcon, PlusIcon } from '@/components/page-icons';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-error';
import { PencilIcon, TrashIcon } from './admin-icons';
import { ATTRIBUTE_FIELDS_REQUIRED, VALUE_ALREADY_PRESENT } from './attribute-messages';
import { reportSave } from './report';
import {
  useAddAttributeValueMutation,
  useRemoveAttributeValueMutation,
  useRenameAttributeMutation,
} from './vendor-attributes-api';
import admin from './admin.module.css';
import styles from './attributes-page.module.css';

interface AttributeCardProps {
  attribute: AttributeSummary;
  onDelete: (attribute: AttributeSummary) => void;
}

/** One attribute: rename it, add or remove values, delete it. */
export function AttributeCard({ attribute, onDelete }: AttributeCardProps) {
  const { _id: id, attribute: name } = attribute;
  const [renameAttribute, { isLoading: renaming }] = useRenameAttributeMutation();
  const [addValue, { isLoading: adding }] = useAddAttributeValueMutation();
  const [removeValue] = useRemoveAttributeValueMutation();
  const [editing, setEditing] = useState(false);
  const [newName, setNewName] = useState(name);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = `attribute-${id}-title`;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!newName.trim()) return setProblem(ATTRIBUTE_FIELDS_REQUIRED);
    const result = await renameAttribute({ id, attribute: newName.trim() });
    if (result.error) return setProblem(errorMessage(result.error));
    setProblem(null);
    setEditing(false);
    reportSave(result);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setProblem(ATTRIBUTE_FIELDS_REQUIRED);
    const result = await addValue({ id, value: value.trim() });
    if (result.error) return setProblem(errorMessage(result.error));
    if (result.data === null) return setProblem(VALUE_ALREADY_PRESENT);
    setProblem(null);
    setValue('');
    reportSave(result);
  };

  const remove = async (text: string) => {
    const result = await removeValue({ id, value: text });
    setProblem(result.error ? errorMessage(result.error) : null);
    if (!result.error) reportSave(result);
  };

  return (
    <Card padding="md" role="region" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.cardHead}>
        {editing ? (
          <form className={styles.renameForm} onSubmit={(event) => void rename(event)} noValidate>
            <TextField
              label={`New name for ${name}`}
              hideLabel
              value={newName}
              maxLength={40}
              autoFocus
              onChange={(event) => setNewName(event.target.value)}
            />
            <Button type="submit" size="sm" loading={renaming}>
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => (setEditing(false), setNewName(name), setProblem(null))}
            >
              Cancel
            </Button>
          </form>
        ) : (
          <>
            <h2 id={titleId} className={styles.name}>
              {name}
              <span className={admin.muted}> · {attribute.values.length} values</span>
            </h2>
            <div className={styles.headActions}>
              <button
                type="button"
                className={admin.iconButton}
                aria-label={`Rename ${name}`}
                onClick={() => setEditing(true)}
              >
                <PencilIcon />
              </button>
              <button
                type="button"
                className={`${admin.iconButton} ${admin.iconButtonDanger}`}
                aria-label={`Delete attribute ${name}`}
                onClick={() => onDelete(attribute)}
              >
                <TrashIcon />
              </button>
            </div>
          </>
        )}
      </div>
      <ul className={styles.values} aria-label={`Values of ${name}`}>
        {attribute.values.map((text) => (
          <li key={text} className={styles.value}>
            <span>{text}</span>
            <button
              type="button"
              className={styles.valueRemove}
              aria-label={`Remove value ${text} from ${name}`}
              onClick={() => void remove(text)}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <form className={styles.addValue} onSubmit={(event) => void add(event)} noValidate>
        <TextField
          label={`New value for ${name}`}
          hideLabel
          placeholder="Add one value"
          value={value}
          maxLength={60}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" icon={<PlusIcon size={16} />} loading={adding}>
          Add value
        </Button>
      </form>
      {problem && (
        <p role="alert" className={admin.errorText}>
          {problem}
        </p>
      )}
    </Card>
  );
}
