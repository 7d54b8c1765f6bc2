import type { SizeGuide } from '@contracts/size-guide';
import { Dialog } from '@/components/dialog';
import styles from './size-guide.module.css';

const UNIT_NAMES = { in: 'inches', cm: 'cm' } as const;

/** The category's size guide as a table (lazily loaded). */
export default function SizeGuideDialog({
  guide,
  onClose,
}: {
  guide: SizeGuide;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Size guide" size="md" sheetOnPhone>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>Measurements in {UNIT_NAMES[guide.unit]}</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {guide.measurements.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {row.values.map((value, i) => (
                  <td key={guide.measurements[i] ?? i}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {guide.note && <p className={styles.note}>{guide.note}</p>}
    </Dialog>
  );
}
