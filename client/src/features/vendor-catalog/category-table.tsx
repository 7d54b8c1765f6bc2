import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { cx } from '@/lib/cx';
import { PencilIcon, TrashIcon } from './admin-icons';
import {
  POSITION_INVALID,
  positionsChanged,
  readPositions,
  type OrderedRow,
  type PositionDrafts,
} from './display-order';
import admin from './admin.module.css';
import styles from './category-table.module.css';

export interface CategoryTableProps {
  /** 'category' or 'sub-category': used in labels. */
  noun: string;
  rows: OrderedRow[];
  /** Categories can be chosen to manage their sub-categories and products. */
  selectedId?: number;
  onSelect?: (id: number) => void;
  onToggle: (row: OrderedRow) => Promise<unknown>;
  onSaveOrder: (order: { _id: number; index: number }[]) => Promise<boolean>;
  onDelete: (row: OrderedRow, position: number) => void;
  /** Rename it or change its picture. */
  onEdit: (row: OrderedRow) => void;
}

/** A category (or sub-category) list: picture, name, status toggle, position, edit, delete. */
export function CategoryTable({
  noun,
  rows,
  selectedId,
  onSelect,
  onToggle,
  onSaveOrder,
  onDelete,
  onEdit,
}: CategoryTableProps) {
  const [drafts, setDrafts] = useState<PositionDrafts>({});
  const [invalid, setInvalid] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);
  const dirty = positionsChanged(rows, drafts);

  const saveOrder = async () => {
    const result = readPositions(rows, drafts);
    setInvalid(result.invalid);
    if (result.invalid.length > 0) return;
    setSaving(true);
    if (await onSaveOrder(result.order)) setDrafts({});
    setSaving(false);
  };

  const toggle = async (row: OrderedRow) => {
    setToggling(row.id);
    await onToggle(row);
    setToggling(null);
  };

  return (
    <div>
      <div className={styles.head} aria-hidden="true">
        <span />
        <span>Name</span>
        <span>Position</span>
        <span>Status</span>
        <span />
      </div>
      <ul className={styles.rows}>
        {rows.map((row, position) => {
          const selected = row.id === selectedId;
          const error = invalid.includes(row.id);
          return (
            <li key={row.id} className={cx(styles.row, selected && styles.selected)}>
              <img src={row.image} alt="" width={56} height={56} className={styles.image} />
              <div className={styles.name}>
                {onSelect ? (
                  <button
                    type="button"
                    className={styles.nameButton}
                    aria-pressed={selected}
                    onClick={() => onSelect(row.id)}
                  >
                    {row.name}
                  </button>
                ) : (
                  <span className={styles.nameText}>{row.name}</span>
                )}
                {row.status === 1 ? (
                  <Badge tone="success">Active</Badge>
                ) : (
                  <Badge tone="warning">Inactive</Badge>
                )}
              </div>
              <div className={styles.position}>
                <label className={styles.positionLabel} htmlFor={`position-${noun}-${row.id}`}>
                  Position<span className="sr-only"> of {row.name}</span>
                </label>
                <input
                  id={`position-${noun}-${row.id}`}
                  className={styles.positionInput}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={drafts[row.id] ?? String(row.index)}
                  aria-invalid={error || undefined}
                  aria-describedby={error ? `position-error-${noun}-${row.id}` : undefined}
                  onChange={(event) =>
                    setDrafts((current) => ({ ...current, [row.id]: event.target.value }))
                  }
                />
                {error && (
                  <span id={`position-error-${noun}-${row.id}`} className={admin.errorText}>
                    {POSITION_INVALID}
                  </span>
                )}
              </div>
              <Button
                size="sm"
                variant={row.status === 1 ? 'secondary' : 'primary'}
                className={styles.toggle}
                loading={toggling === row.id}
                onClick={() => void toggle(row)}
              >
                {row.status === 1 ? 'Deactive' : 'Active'}
                <span className="sr-only"> {row.name}</span>
              </Button>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={admin.iconButton}
                  aria-label={`Edit ${noun} ${row.name}`}
                  onClick={() => onEdit(row)}
                >
                  <PencilIcon />
                </button>
                <button
                  type="button"
                  className={cx(admin.iconButton, admin.iconButtonDanger)}
                  aria-label={`Delete ${noun} ${row.name}`}
                  onClick={() => onDelete(row, position)}
                >
                  <TrashIcon />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {dirty && (
        <div className={cx(admin.stickyBar, styles.orderBar)}>
          <span className={admin.stickyNote}>Display positions changed</span>
          <Button variant="ghost" size="sm" onClick={() => (setDrafts({}), setInvalid([]))}>
            Reset
          </Button>
          <Button size="sm" loading={saving} onClick={() => void saveOrder()}>
            Save order
          </Button>
        </div>
      )}
    </div>
  );
}
