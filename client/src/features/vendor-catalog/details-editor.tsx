import type { DetailPair } from '@contracts/products';
import { useId, useState } from 'react';
import { useReportUnsaved } from '@/lib/unsaved-changes';
import { Button } from '@/components/button';
import { PlusIcon } from '@/components/page-icons';
import { TextField } from '@/components/text-field';
import { TrashIcon } from './admin-icons';
import admin from './admin.module.css';
import styles from './pricing-editor.module.css';

export const NO_DETAILS = 'No details, Please Add Detail';

interface DetailsEditorProps {
  details: DetailPair[];
  onChange: (details: DetailPair[]) => void;
  /** 'All fields are required' (simple) or 'All Fields are required' (variant), as the spec has it. */
  requiredMessage: string;
  /** Names the controls apart when several editors share a page. */
  context: string;
}

/** Label/value rows ("Fabric: Cotton"): add one with both filled in, remove any. */
export function DetailsEditor({ details, onChange, requiredMessage, context }: DetailsEditorProps) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  // A detail typed but not added yet.
  useReportUnsaved(key.trim() !== '' || value.trim() !== '');

  const add = () => {
    if (!key.trim() || !value.trim()) {
      setProblem(requiredMessage);
      return;
    }
    setProblem(null);
    onChange([...details, [key.trim(), value.trim()]]);
    setKey('');
    setValue('');
  };

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className={admin.sectionTitle}>
        Details
      </h4>
      {details.length === 0 ? (
        <p className={styles.none}>{NO_DETAILS}</p>
      ) : (
        <ul className={styles.details} aria-label={`Details of ${context}`}>
          {details.map(([label, text], index) => (
            <li key={`${label}-${index}`} className={styles.detail}>
              <span className={styles.detailKey}>{label}</span>
              <span className={styles.detailValue}>{text}</span>
              <button
                type="button"
                className={`${admin.iconButton} ${admin.iconButtonDanger}`}
                aria-label={`Remove detail ${label} (${context})`}
                onClick={() => onChange(details.filter((_, at) => at !== index))}
              >
                <TrashIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addDetail}>
        <TextField
          label={`Detail name (${context})`}
          hideLabel
          placeholder="e.g. Fabric"
          value={key}
          maxLength={100}
          onChange={(event) => setKey(event.target.value)}
        />
        <TextField
          label={`Detail value (${context})`}
          hideLabel
          placeholder="e.g. Cotton"
          value={value}
          maxLength={1000}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" icon={<PlusIcon size={16} />} onClick={add}>
          Add detail
        </Button>
      </div>
      {problem && (
        <p role="alert" className={admin.errorText}>
          {problem}
        </p>
      )}
    </section>
  );
}
