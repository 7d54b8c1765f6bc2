import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { SAVED } from './catalog-messages';

/**
 * Toasts the outcome of an admin write: the server's refusal as it said it, or the spec's
 * 'saved' (or the given text). Answers whether it succeeded.
 */
export function reportSave(result: { error?: unknown }, success: string = SAVED): boolean {
  if (result.error !== undefined) {
    notify('error', errorMessage(result.error));
    return false;
  }
  notify('success', success);
  return true;
}
