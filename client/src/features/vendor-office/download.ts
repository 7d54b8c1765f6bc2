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
