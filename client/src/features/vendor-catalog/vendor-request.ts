import type { AxiosProgressEvent } from 'axios';
import { toApiError } from '@/lib/api-error';
import { vendorToken } from '@/lib/cookies';

export type VendorResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; body: unknown };

/**
 * A vendor call made with axios directly, for the two cases RTK Query's base query cannot serve:
 * upload progress, and answers read whole whatever their status (deleteAttribute).
 * Same instance and the same `barear` header as the base query.
 */
export async function vendorPost<T>(
  url: string,
  body: unknown,
  onUploadProgress?: (event: AxiosProgressEvent) => void,
): Promise<VendorResult<T>> {
  const token = vendorToken.get();
  try {
    const { http } = await import('@/app/http');
    const response = await http.post<T>(url, body, {
      headers: token ? { Authorization: `barear ${token}` } : undefined,
      onUploadProgress,
    });
    return { ok: true, data: response.data };
  } catch (error) {
    const { status, message } = toApiError(error);
    const answer = (error as { response?: { data?: unknown } }).response?.data;
    return { ok: false, status, message, body: answer };
  }
}
