import type { AxiosError } from 'axios';

/** Every failed API call, normalised once in the base query. status 0 = no answer. */
export interface ApiError {
  status: number;
  message: string;
}

export const FALLBACK_ERROR = 'Something Went Wrong';

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}

// Checked by its marker rather than axios.isAxiosError, so this module does not load axios.
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'isAxiosError' in error &&
    error.isAxiosError === true
  );
}

/** Turns an axios failure (or anything thrown) into `{ status, message }`, using `{ error }`. */
export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const body: unknown = error.response?.data;
    const serverMessage =
      typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
    return {
      status: error.response?.status ?? 0,
      message: typeof serverMessage === 'string' && serverMessage ? serverMessage : FALLBACK_ERROR,
    };
  }
  return { status: 0, message: FALLBACK_ERROR };
}

/** The message to show for an RTK Query error (ours, or a serialized thrown error). */
export function errorMessage(error: unknown, fallback = FALLBACK_ERROR): string {
  return isApiError(error) ? error.message : fallback;
}
