import type { Slider } from '@contracts/products';
import { Button } from '@/components/button';
import { PencilIcon, TrashIcon } from '@/features/vendor-catalog/admin-icons';
import styles from './sliders-page.module.css';

interface SliderListProps {
  sliders: Slider[];
  editingId: number | null;
  onEdit: (slider: Slider) => void;
  onDelete: (slider: Slider) => void;
}

/** The sliders in home-page order, each with its desktop and mobile pictures. */
export function SliderList({ sliders, editingId, onEdit, onDelete }: SliderListProps) {
  return (
    <ol className={styles.list} aria-label="Sliders">
      {sliders.map((slider, index) => {
        const label = slider.name || `Slider ${index + 1}`;
        return (
          <li
            key={slider._id}
            className={styles.item}
            aria-current={slider._id === editingId ? 'true' : undefined}
          >
            <div className={styles.previews}>
              <img
                src={slider.image[0]}
                alt={`${label}, desktop`}
                className={styles.desktopPreview}
                loading="lazy"
              />
              <img
                src={slider.image[1]}
                alt={`${label}, mobile`}
                className={styles.mobilePreview}
                loading="lazy"
              />
            </div>
            <div className={styles.itemBody}>
              <div className={styles.itemText}>
                <h3 className={styles.itemName}>{label}</h3>
                <p className={styles.itemLink}>{slider.link}</p>
              </div>
              <div className={styles.itemActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<PencilIcon size={16} />}
                  onClick={() => onEdit(slider)}
                >
                  Edit<span className="sr-only"> {label}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<TrashIcon size={16} />}
                  onClick={() => onDelete(slider)}
                >
                  Delete<span className="sr-only"> {label}</span>
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
