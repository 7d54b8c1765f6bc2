import { vendorToken } from '@/lib/cookies';
import { cleanParams } from './office-api';

/** Fetches a CSV with the owner's token and hands it to the browser as a download. */
export async function downloadCsv(url: string, params: object, filename: string): Promise<void> {
  const { http } = await import('@/app/http');
  const token = vendorToken.get();
  const response = await http.get<Blob>(url, {
    params: cleanParams(params),
    responseType: 'blob',
    headers: token ? { Authorization: `barear ${token}` } : undefined,
  });
  const blob =
    response.data instanceof Blob
      ? response.data
      : new Blob([String(response.data)], { type: 'text/csv' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export type CsvUploadOutcome<T, R> = { ok: true; result: T } | { ok: false; refusal: R };

/**
 * Sends a CSV file as the request body (text/csv) with the owner's token. A 400 that carries a
 * list of `problems` is the refusal the caller shows; any other failure throws its message.
 */
export async function uploadCsv<T, R extends { error: string; problems: unknown[] }>(
  url: string,
  text: string,
): Promise<CsvUploadOutcome<T, R>> {
  const [{ http }, { toApiError }] = await Promise.all([
    import('@/app/http'),
    import('@/lib/api-error'),
  ]);
  const token = vendorToken.get();
  try {
    const response = await http.post<T>(url, text, {
      headers: {
        'Content-Type': 'text/csv',
        ...(token ? { Authorization: `barear ${token}` } : {}),
      },
    });
    return { ok: true, result: response.data };
  } catch (error) {
    const body = (error as { response?: { data?: unknown } }).response?.data as R | undefined;
    if (body && Array.isArray(body.problems)) return { ok: false, refusal: body };
    throw new Error(toApiError(error).message, { cause: error });
  }
}
