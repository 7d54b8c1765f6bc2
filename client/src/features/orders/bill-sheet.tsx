import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/button';
import { ChevronRightIcon } from '@/components/page-icons';
import { notify } from '@/lib/toast';
import styles from './bill-page.module.css';

/** A bill's page without the shop's chrome: Back and Print above it, hidden on paper. */
export function BillSheet({
  back,
  onDownload,
  children,
}: {
  back: { to: string; label: string };
  /** Downloads the bill as a PDF (made on the server). */
  onDownload?: () => Promise<void>;
  children: ReactNode;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } catch {
      notify('error', 'The PDF could not be made, please try again');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <main className={styles.page}>
      <nav className={styles.bar} aria-label="Bill actions">
        <Link to={back.to} className={buttonClass('ghost')}>
          <ChevronRightIcon size={18} className={styles.backIcon} /> {back.label}
        </Link>
        <span className={styles.actions}>
          {onDownload && (
            <Button
              variant="secondary"
              loading={downloading}
              onClick={() => void download()}
              icon={<DownloadIcon />}
            >
              Download PDF
            </Button>
          )}
          <Button onClick={() => window.print()} icon={<PrinterIcon />}>
            Print
          </Button>
        </span>
      </nav>
      {children}
    </main>
  );
}

/** The bill's page when there is no bill to show. */
export function BillMissing({ children }: { children: ReactNode }) {
  return <main className={styles.page}>{children}</main>;
}

function PrinterIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 9V3h10v6M7 18H4v-7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v7h-3" />
      <path d="M7 14h10v7H7z" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </svg>
  );
}
