import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';

type Report = (key: string, dirty: boolean) => void;

const UnsavedContext = createContext<Report | null>(null);

/**
 * Gathers whether any form on a page holds unsaved changes: the page wraps its forms in
 * `<UnsavedScope report={report}>`, each form reports through `useReportUnsaved`, and the page
 * reads `dirty` (e.g. for `useUnsavedWarning`).
 */
export function useUnsavedChanges(): { dirty: boolean; report: Report } {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>(
    (key, dirty) =>
      setDirtyForms((current) => {
        if (current.has(key) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { dirty: dirtyForms.size > 0, report };
}

export function UnsavedScope({ report, children }: { report: Report; children: ReactNode }) {
  return <UnsavedContext.Provider value={report}>{children}</UnsavedContext.Provider>;
}

/** Tells the page whether this form holds unsaved changes (a no-op outside such a page). */
export function useReportUnsaved(dirty: boolean): void {
  const report = useContext(UnsavedContext);
  const key = useId();
  useEffect(() => report?.(key, dirty), [report, key, dirty]);
  useEffect(() => () => report?.(key, false), [report, key]);
}
