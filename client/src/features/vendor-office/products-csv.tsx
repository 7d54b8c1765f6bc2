import { useId, useState } from 'react';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type CatalogueImportRefusal,
  type CatalogueImportResponse,
  type ProductsCsvQuery,
} from '@contracts/back-office';
import { Button, buttonClass } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useAppDispatch } from '@/app/hooks';
import { notify } from '@/lib/toast';
import { downloadCsv, uploadCsv, type CsvUploadOutcome } from './download';
import { OFFICE, officeApi } from './office-api';
import styles from './office-table.module.css';

type Outcome = CsvUploadOutcome<CatalogueImportResponse, CatalogueImportRefusal>;

const MB = MAX_IMPORT_BYTES / 1048576;
const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** A file's text (FileReader: Blob.text is missing in older browsers and in jsdom). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Export the filtered products as CSV, and import a CSV back (all rows or none). */
export function ProductsCsvActions({ filters }: { filters: ProductsCsvQuery }) {
  const inputId = useId();
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(`${OFFICE}/products.csv`, filters, 'products.csv');
    } catch {
      notify('error', 'The export failed; try again');
    } finally {
      setExporting(false);
    }
  };

  const importCsv = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      notify('error', `The file is larger than ${MB} MB: import it in parts`);
      return;
    }
    setImporting(true);
    try {
      const result: Outcome = await uploadCsv(`${OFFICE}/products/import`, await readText(file));
      if (result.ok) dispatch(officeApi.util.invalidateTags(['Office', 'Products']));
      setOutcome(result);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : 'The import failed; try again');
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
        Export CSV
      </Button>
      <label htmlFor={inputId} className={buttonClass('secondary')} aria-busy={importing}>
        {importing ? 'Importing…' : 'Import CSV'}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        disabled={importing}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importCsv(file);
        }}
      />
      <ImportResult outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}

function ImportResult({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  if (!outcome) return null;
  const footer = <Button onClick={onClose}>Done</Button>;
  if (outcome.ok) {
    const { rows, products, variants } = outcome.result;
    return (
      <Dialog open onClose={onClose} title="Products updated" footer={footer} size="sm">
        <p role="status">
          Read {plural(rows, 'row', 'rows')}: {plural(products, 'product', 'products')} and{' '}
          {plural(variants, 'varient', 'varients')} changed.
        </p>
      </Dialog>
    );
  }
  const { error, problems, problemCount } = outcome.refusal;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Nothing was changed"
      description={error}
      footer={footer}
      size="lg"
    >
      <p className={styles.importHelp}>
        Fix these rows in your file and import it again. Empty Price, MRP, Stock or Status cells
        keep their values; at most {MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows and {MB} MB per
        file.
      </p>
      {problemCount > problems.length && (
        <p className={styles.importHelp}>
          The first {problems.length} of {problemCount} problems:
        </p>
      )}
      <div className={styles.tableWrap} role="region" aria-label="Rows to fix" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.num}>Row</th>
              <th>Column</th>
              <th>Problem</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem, index) => (
              <tr key={index}>
                <td data-label="Row" className={styles.num}>
                  {problem.row}
                </td>
                <td data-label="Column">{problem.column || 'Whole row'}</td>
                <td data-label="Problem">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
