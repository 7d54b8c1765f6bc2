import type { UploadResponse } from '@contracts/media';
import { useState } from 'react';
import { SEG } from '@/lib/api-paths';
import { vendorPost } from './vendor-request';

/** POST /api/vendor/156/upload: multipart, field `images` (UPLOAD_FIELD in @contracts/media). */
export const UPLOAD_URL = `/api/vendor/${SEG}/upload`;

export type UploadOutcome = { urls: string[] } | { error: string };

/** Uploads JPEG/PNG files; `onProgress` gets 0…1 as the bytes go out. */
export async function uploadImages(
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  const result = await vendorPost<UploadResponse>(UPLOAD_URL, form, (event) => {
    const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
    onProgress(Math.min(1, fraction));
  });
  return result.ok ? { urls: result.data.urls } : { error: result.message };
}

/** Upload state for one form: progress while sending (null otherwise) and the server's refusal. */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The stored urls, or null after a failure (the message is in `error`). */
  const upload = async (files: File[]): Promise<string[] | null> => {
    setError(null);
    setProgress(0);
    const outcome = await uploadImages(files, setProgress);
    setProgress(null);
    if ('error' in outcome) {
      setError(outcome.error);
      return null;
    }
    return outcome.urls;
  };

  return {
    upload,
    progress,
    uploading: progress !== null,
    error,
    clearError: () => setError(null),
  };
}
